import type { PaymentInfo } from '@forecourt/contracts';
import type { WalletRow } from '../db/schema';

/** A wallet as the storage service answers it: "response fields paymentInfo, statusCode, id" (spec 002 s3). */
export interface WalletRecord {
  paymentInfo: PaymentInfo;
  statusCode: number;
  id: string;
}

const epochMs = (value: Date): number => value.getTime();
const isEpochMs = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * The stored payment info with the record's identity and dates made sure of: walletId is the row's id, and
 * createdDate and lastUpdated are always there ("A server response counts as valid only if paymentInfo carries a
 * created or last-updated date", spec 002 s4), taken from the row's own times when the stored info lacks them.
 */
export function toWalletRecord(row: WalletRow, statusCode: number): WalletRecord {
  const info = (
    typeof row.payment_info === 'string' ? JSON.parse(row.payment_info) : row.payment_info
  ) as PaymentInfo;
  return {
    paymentInfo: {
      ...info,
      walletId: row.id,
      createdDate: isEpochMs(info.createdDate) ? info.createdDate : epochMs(row.created_at),
      lastUpdated: isEpochMs(info.lastUpdated) ? info.lastUpdated : epochMs(row.updated_at),
    },
    statusCode,
    id: row.id,
  };
}

/**
 * The payment info to store. The shopper's own createdDate and lastUpdated are kept when sent: the wallet's sync
 * rule compares the server's lastUpdated with the local one, so stamping the server's clock over the time of the
 * change would make every saved wallet look newer than the device that saved it. A missing createdDate takes
 * `now`; an existing record keeps its createdDate; walletId is always the record's id. A missing lastUpdated stays
 * missing: replies take it from the row's update time (`toWalletRecord`), and only a device's own stamp is ever
 * compared with another device's (`isOlderThanStored`), never the server's clock with a device's.
 */
export function storedPaymentInfo(
  sent: PaymentInfo,
  walletId: string,
  now: Date,
  existingCreatedDate?: number,
): PaymentInfo {
  return {
    ...sent,
    walletId,
    createdDate: existingCreatedDate ?? sent.createdDate ?? now.getTime(),
  };
}

/**
 * Whether the copy an update sends was last changed before the stored one: then it would undo a later change of
 * another device. Both stamps must be the devices' own; without one there is nothing to compare, and the update
 * goes through (as every update did before the check). Equal stamps go through: a save sent again is the same save.
 */
export function isOlderThanStored(stored: PaymentInfo, sent: PaymentInfo): boolean {
  return (
    isEpochMs(stored.lastUpdated) && isEpochMs(sent.lastUpdated) && sent.lastUpdated < stored.lastUpdated
  );
}
