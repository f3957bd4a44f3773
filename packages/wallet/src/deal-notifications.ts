import type { DealDetails, DealNotifications } from './deal-details';

type Counter = Exclude<keyof DealNotifications, 'total'>;

/** Which flag of a deal each counter counts. */
const COUNTED_FLAGS: Readonly<Record<Counter, (deal: DealDetails) => boolean>> = {
  priceChange: (deal) => deal.vehicle.priceChangeFlag,
  sellingVehicleChange: (deal) => deal.vehicle.sellingVehicleChangeFlag,
  dealTypeChange: (deal) => deal.deal.dealTypeChangeFlag,
  paymentChange: (deal) => deal.deal.paymentChangeFlag,
  creditAppStatusChange: (deal) => deal.creditApp.isDecisionChanged,
};

/** One count per change flag across all deals, and the total of those counts (spec 002 s3 and s4). */
export function countDealNotifications(
  dealDetails: Readonly<Record<string, DealDetails>>,
): DealNotifications {
  const counts: DealNotifications = {
    priceChange: 0,
    sellingVehicleChange: 0,
    dealTypeChange: 0,
    paymentChange: 0,
    creditAppStatusChange: 0,
    total: 0,
  };
  for (const deal of Object.values(dealDetails)) {
    for (const [counter, isSet] of Object.entries(COUNTED_FLAGS) as [
      Counter,
      (deal: DealDetails) => boolean,
    ][]) {
      if (isSet(deal)) {
        counts[counter] += 1;
        counts.total += 1;
      }
    }
  }
  return counts;
}

/**
 * "Reset clears every flag and the notifications" (spec 002 s4): the five change flags of every deal. The
 * reminders (test drive notified or completed, credit app notified) record what happened, not what changed, and
 * are kept.
 */
export function clearDealChangeFlags(
  dealDetails: Readonly<Record<string, DealDetails>>,
): Record<string, DealDetails> {
  const cleared: Record<string, DealDetails> = {};
  for (const [dealId, deal] of Object.entries(dealDetails)) {
    cleared[dealId] = {
      ...deal,
      vehicle: { ...deal.vehicle, priceChangeFlag: false, sellingVehicleChangeFlag: false },
      deal: { dealTypeChangeFlag: false, paymentChangeFlag: false },
      creditApp: { ...deal.creditApp, isDecisionChanged: false },
    };
  }
  return cleared;
}

/** The reminders that can be marked (spec 002 s4). */
export interface DealReminder {
  testDriveNotified?: boolean;
  testDriveCompleted?: boolean;
  creditAppNotified?: boolean;
}

/** Marks reminders on one deal only; every other deal is returned untouched. Unknown deal: no change. */
export function markDealReminder(
  dealDetails: Readonly<Record<string, DealDetails>>,
  dealId: string,
  reminder: DealReminder,
): Record<string, DealDetails> {
  const deal = dealDetails[dealId];
  if (!deal) return { ...dealDetails };
  const testDrive = { ...deal.testDrive };
  if (reminder.testDriveNotified !== undefined) testDrive.testDriveNotified = reminder.testDriveNotified;
  if (reminder.testDriveCompleted !== undefined) testDrive.testDriveCompleted = reminder.testDriveCompleted;
  const creditApp = { ...deal.creditApp };
  if (reminder.creditAppNotified !== undefined) creditApp.creditAppNotified = reminder.creditAppNotified;
  return { ...dealDetails, [dealId]: { ...deal, testDrive, creditApp } };
}
