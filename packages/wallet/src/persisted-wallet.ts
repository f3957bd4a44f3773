import { creditScoreBand } from './credit-score-bands';
import { DEFAULT_INTERACTIONS, type Interactions, type SyncAlert } from './interactions';
import {
  type CreditAppDeal,
  type DealType,
  NULL_KEPT_WALLET_KEYS,
  PERSISTED_WALLET_KEYS,
  type PersistedWallet,
  type TradeIn,
  type WalletData,
} from './wallet-state';

const NULL_KEPT: ReadonlySet<string> = new Set(NULL_KEPT_WALLET_KEYS);
const DEAL_TYPES: readonly DealType[] = ['finance', 'lease', 'cash'];

/**
 * Exactly the persisted keys of spec 002 s3. Null budget, monthlyBudget, downPayment and downPaymentPercent are
 * kept (a shopper who cleared the budget must not get the default back); other nulls and undefined are dropped.
 */
export function pickPersistedWallet(wallet: Readonly<WalletData>): PersistedWallet {
  const picked: Record<string, unknown> = {};
  for (const key of PERSISTED_WALLET_KEYS) {
    const value = wallet[key];
    if (value === undefined || (value === null && !NULL_KEPT.has(key))) continue;
    picked[key] = value;
  }
  return picked as PersistedWallet;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isPositive = (value: unknown): value is number => isNumber(value) && value > 0;
const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** Epoch ms from a number or an ISO date string (a server may send either); undefined when neither. */
export function toEpochMs(value: unknown): number | undefined {
  if (isNumber(value)) return value;
  if (isString(value) && value.trim() !== '') {
    const parsed = Date.parse(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  return undefined;
}

/** Fields of `fallback` replaced by the same-typed fields of `raw`; anything else in `raw` is ignored. */
function mergeTyped<T extends object>(fallback: T, raw: unknown): T {
  if (!isRecord(raw)) return fallback;
  const merged: Record<string, unknown> = { ...(fallback as Record<string, unknown>) };
  for (const [key, current] of Object.entries(fallback)) {
    const value = raw[key];
    if (value === undefined) continue;
    if (
      current !== null &&
      typeof value === typeof current &&
      !Array.isArray(current) &&
      !isRecord(current)
    ) {
      merged[key] = value;
    }
  }
  return merged as T;
}

function restoreInteractions(raw: unknown, base: Interactions): Interactions {
  const merged = mergeTyped(base, raw);
  const hideReceipt =
    isRecord(raw) && Array.isArray(raw.hideReceipt) ? raw.hideReceipt.filter(isString) : base.hideReceipt;
  const syncAlert: SyncAlert = mergeTyped(
    base.syncAlert ?? DEFAULT_INTERACTIONS.syncAlert,
    isRecord(raw) ? raw.syncAlert : undefined,
  );
  return { ...merged, hideReceipt: [...hideReceipt], syncAlert: { ...syncAlert } };
}

function restoreTradeIn(raw: unknown, base: TradeIn): TradeIn {
  const merged = mergeTyped(base, raw);
  const ico =
    isRecord(raw) && Array.isArray(raw.ico)
      ? raw.ico.filter((offer) => isRecord(offer) && isString(offer.id) && isNumber(offer.value))
      : base.ico;
  const source = isRecord(raw) && (isString(raw.source) || raw.source === null) ? raw.source : base.source;
  return {
    ...merged,
    source,
    ico: ico.map((offer) => ({ id: offer.id, value: offer.value, expiry: toEpochMs(offer.expiry) ?? null })),
  };
}

function restoreCreditAppDeals(raw: unknown): CreditAppDeal[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.flatMap((entry) => {
    const expiry = isRecord(entry) ? toEpochMs(entry.expiry) : undefined;
    if (!isRecord(entry) || !isString(entry.dealId) || expiry === undefined) return [];
    return [{ dealId: entry.dealId, ownerId: isString(entry.ownerId) ? entry.ownerId : '', expiry }];
  });
}

/**
 * The persisted fields of `raw` (local storage or a storage-service record) laid over `base`, checked one by one:
 * a missing or ill-typed field keeps the base value, so missing fields fall back to the defaults (spec 002 s4).
 * Credit expiry is not applied here; the store does it with its clock.
 */
export function restorePersistedWallet(raw: unknown, base: Readonly<WalletData>): Partial<WalletData> {
  if (!isRecord(raw)) return {};
  const out: Partial<WalletData> = {};
  const nullable = (value: unknown): value is number | null => value === null || isNumber(value);
  for (const key of NULL_KEPT_WALLET_KEYS) if (nullable(raw[key])) out[key] = raw[key] as number | null;
  for (const key of ['leaseTerm', 'leaseMileageRange', 'loanTerm'] as const)
    if (isPositive(raw[key])) out[key] = raw[key] as number;
  for (const key of ['lastUpdated', 'createdDate', 'timeStamp'] as const) {
    const date = toEpochMs(raw[key]);
    if (date !== undefined) out[key] = date;
  }
  if (isString(raw.zip)) out.zip = raw.zip;
  if (isString(raw.walletId) && raw.walletId !== '') out.walletId = raw.walletId;
  const band = isString(raw.creditType) ? creditScoreBand(raw.creditType) : undefined;
  if (band) out.creditType = band.code;
  if (raw.downPaymentType === 'percent' || raw.downPaymentType === 'amount')
    out.downPaymentType = raw.downPaymentType;
  if (DEAL_TYPES.includes(raw.dealType as DealType)) out.dealType = raw.dealType as DealType;
  if (DEAL_TYPES.includes(raw.paymentOption as DealType)) out.paymentOption = raw.paymentOption as DealType;
  if (isRecord(raw.creditVerification) && isBoolean(raw.creditVerification.verified)) {
    out.creditVerification = {
      verified: raw.creditVerification.verified,
      verifiedDate: toEpochMs(raw.creditVerification.verifiedDate) ?? null,
    };
  }
  const deals = restoreCreditAppDeals(raw.creditAppDeals);
  if (deals) out.creditAppDeals = deals;
  if (isRecord(raw.interestRate)) out.interestRate = mergeTyped(base.interestRate, raw.interestRate);
  if (isRecord(raw.tradeIn)) out.tradeIn = restoreTradeIn(raw.tradeIn, base.tradeIn);
  if (isRecord(raw.interactions)) out.interactions = restoreInteractions(raw.interactions, base.interactions);
  return out;
}
