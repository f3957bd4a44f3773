// Carmaker incentives (spec 002 s3: "cashOffers (key -1) and leaseOffers by term ... Payment offers and national
// offers by term carry offeredBy"). The spec shows no offer data: this table is ours, small and deterministic, so
// every answer can be explained. Model years are counted back from the current model year (0 this year's cars,
// 1 last year's leftovers), so the table stays true of a freshly seeded inventory in any year.

export interface LeaseProgram {
  termMonths: number;
  aprPercent: number;
  /** Whole dollars paid at signing, taken as the lease's down payment. */
  dueAtSigning: number;
  annualMileage: number;
}

export interface ManufacturerProgram {
  /** Stable name, for the README and tests. */
  id: string;
  makeCode: string;
  /** Model codes; every model of the make when absent. */
  modelCodes?: readonly string[];
  /** Model years covered, as years back from the current model year. */
  modelYearsBack: readonly number[];
  /** Two-letter states of a regional program (where the car is sold); national when absent. */
  states?: readonly string[];
  offeredBy: string;
  /** Customer cash on a new car, whole dollars: the offer under key -1. */
  cashBack?: number;
  /** Subsidised APR percent by loan term in months. */
  specialApr?: Readonly<Record<number, number>>;
  lease?: LeaseProgram;
}

export const MANUFACTURER_PROGRAMS: readonly ManufacturerProgram[] = Object.freeze<ManufacturerProgram[]>([
  {
    id: 'honda-civic-financing',
    makeCode: 'HONDA',
    modelCodes: ['CIVIC'],
    modelYearsBack: [0],
    offeredBy: 'Honda Financial Services',
    specialApr: { 36: 2.9, 48: 3.9, 60: 4.9 },
    lease: { termMonths: 36, aprPercent: 3.5, dueAtSigning: 2_999, annualMileage: 10_000 },
  },
  {
    id: 'honda-leftover-cash',
    makeCode: 'HONDA',
    modelYearsBack: [1],
    offeredBy: 'Honda',
    cashBack: 1_500,
  },
  {
    id: 'toyota-rav4-financing',
    makeCode: 'TOYOTA',
    modelCodes: ['RAV4'],
    modelYearsBack: [0],
    offeredBy: 'Toyota Financial Services',
    specialApr: { 60: 3.9 },
    lease: { termMonths: 36, aprPercent: 4, dueAtSigning: 3_499, annualMileage: 12_000 },
  },
  {
    id: 'ford-f150-cash',
    makeCode: 'FORD',
    modelCodes: ['F150PICKUP'],
    modelYearsBack: [0, 1],
    offeredBy: 'Ford',
    cashBack: 2_500,
    specialApr: { 72: 4.9 },
  },
  {
    id: 'ford-f150-texas',
    makeCode: 'FORD',
    modelCodes: ['F150PICKUP'],
    modelYearsBack: [0, 1],
    states: ['TX', 'OK', 'LA'],
    offeredBy: 'Ford Credit (South Central region)',
    specialApr: { 60: 1.9, 72: 3.9 },
  },
  {
    id: 'chevrolet-silverado-cash',
    makeCode: 'CHEV',
    modelCodes: ['SILV'],
    modelYearsBack: [0, 1],
    offeredBy: 'Chevrolet',
    cashBack: 3_000,
    specialApr: { 72: 5.9 },
  },
  {
    id: 'hyundai-national',
    makeCode: 'HYUND',
    modelYearsBack: [0],
    offeredBy: 'Hyundai Motor Finance',
    cashBack: 1_000,
    specialApr: { 48: 2.99, 60: 3.49 },
    lease: { termMonths: 36, aprPercent: 2.5, dueAtSigning: 2_499, annualMileage: 10_000 },
  },
]);

/** The car an offer is looked up for. Offers are for new cars only. */
export interface OfferVehicle {
  makeCode: string;
  modelCode: string;
  year: number;
  /** Two-letter state where the car is sold, for regional programs; undefined leaves them out. */
  state: string | undefined;
}

/** The programs that cover a new car in a model year, national ones first, in table order. */
export function programsFor(
  vehicle: OfferVehicle,
  currentModelYear: number,
  programs: readonly ManufacturerProgram[] = MANUFACTURER_PROGRAMS,
): ManufacturerProgram[] {
  const yearsBack = currentModelYear - vehicle.year;
  const covering = programs.filter(
    (program) =>
      program.makeCode === vehicle.makeCode &&
      (program.modelCodes === undefined || program.modelCodes.includes(vehicle.modelCode)) &&
      program.modelYearsBack.includes(yearsBack) &&
      (program.states === undefined ||
        (vehicle.state !== undefined && program.states.includes(vehicle.state))),
  );
  return [
    ...covering.filter((program) => program.states === undefined),
    ...covering.filter((program) => program.states !== undefined),
  ];
}

/** Offers run a calendar month: they end at 00:00 UTC on the first of the next month (epoch ms). */
export function offerExpiry(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
}
