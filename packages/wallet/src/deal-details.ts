/** Deal details per dealId (spec 002 s3). */
export interface DealVehicle {
  vin: string;
  condition: string;
  make: string;
  model: string;
  year: number | string;
  trim: string;
  priceChangeFlag: boolean;
  sellingVehicleChangeFlag: boolean;
  title: string;
}

export interface DealDetails {
  vehicle: DealVehicle;
  deal: { dealTypeChangeFlag: boolean; paymentChangeFlag: boolean };
  creditApp: { creditAppNotified: boolean; isDecisionChanged: boolean };
  testDrive: { testDriveNotified: boolean; testDriveCompleted: boolean };
}

/** What a caller hands in: any part may be missing and falls back to empty text and false flags. */
export interface DealDetailsInput {
  vehicle?: Partial<DealVehicle>;
  deal?: Partial<DealDetails['deal']>;
  creditApp?: Partial<DealDetails['creditApp']>;
  testDrive?: Partial<DealDetails['testDrive']>;
}

/** Counters per change flag plus a total (spec 002 s3, "Compare/deal tracker state"). */
export interface DealNotifications {
  priceChange: number;
  sellingVehicleChange: number;
  dealTypeChange: number;
  paymentChange: number;
  creditAppStatusChange: number;
  total: number;
}

export const EMPTY_DEAL_NOTIFICATIONS: Readonly<DealNotifications> = Object.freeze({
  priceChange: 0,
  sellingVehicleChange: 0,
  dealTypeChange: 0,
  paymentChange: 0,
  creditAppStatusChange: 0,
  total: 0,
});

function displayCondition(condition: string): string {
  const letters = condition.toLowerCase().replace(/[^a-z]/g, '');
  if (letters === 'certifiedpreowned') return 'Certified';
  return condition.charAt(0).toUpperCase() + condition.slice(1).toLowerCase();
}

/**
 * "A deal title is built as condition (certifiedpreowned shown as Certified), year, make, model, trim" (spec 002
 * s3). The other conditions are shown capitalised (NEW and new as New) so they read like "Certified"; missing parts
 * are left out rather than shown as gaps.
 */
export function dealTitle(
  vehicle: Partial<Pick<DealVehicle, 'condition' | 'year' | 'make' | 'model' | 'trim'>>,
): string {
  const parts = [
    vehicle.condition ? displayCondition(vehicle.condition.trim()) : '',
    vehicle.year === undefined ? '' : String(vehicle.year),
    vehicle.make ?? '',
    vehicle.model ?? '',
    vehicle.trim ?? '',
  ];
  return parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}

/** Fills a deal's missing parts; the title is built from the vehicle unless one is given. */
export function toDealDetails(input: DealDetailsInput, previous?: DealDetails): DealDetails {
  const vehicle = {
    vin: '',
    condition: '',
    make: '',
    model: '',
    year: '',
    trim: '',
    priceChangeFlag: false,
    sellingVehicleChangeFlag: false,
    ...previous?.vehicle,
    ...input.vehicle,
  };
  return {
    vehicle: { ...vehicle, title: input.vehicle?.title ?? dealTitle(vehicle) },
    deal: { dealTypeChangeFlag: false, paymentChangeFlag: false, ...previous?.deal, ...input.deal },
    creditApp: {
      creditAppNotified: false,
      isDecisionChanged: false,
      ...previous?.creditApp,
      ...input.creditApp,
    },
    testDrive: {
      testDriveNotified: false,
      testDriveCompleted: false,
      ...previous?.testDrive,
      ...input.testDrive,
    },
  };
}
