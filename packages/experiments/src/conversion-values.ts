import { ExperimentsError } from './errors';

/** The conversion events of spec 002 s9's table; the keys are ours, one per thing a shopper does. */
export const CONVERSION_EVENTS = Object.freeze([
  'detailPageView',
  'emailLead',
  'chat',
  'textDealer',
  'phoneCall',
  'saveVehicle',
  'shareByEmail',
  'shareByText',
  'creditQuoteLead',
  'externalDealerSite',
  'walletPencil',
  'walletLead',
  'ndsLead',
  'stickyBar',
] as const);

export type ConversionEvent = (typeof CONVERSION_EVENTS)[number];

export interface ConversionValueRow {
  /** The spec's "Event" cell, verbatim. */
  label: string;
  events: readonly ConversionEvent[];
  value: number;
  /** The value when the shopper has updated the wallet, where the spec gives one. */
  withUpdatedWallet?: number;
}

/** Spec 002 s9 "Conversion values", row by row. */
export const CONVERSION_VALUES: readonly ConversionValueRow[] = Object.freeze([
  { label: 'Detail page view', events: ['detailPageView'], value: 0.2 },
  { label: 'E-mail lead', events: ['emailLead'], value: 21, withUpdatedWallet: 33.5 },
  { label: 'Chat, text dealer, phone call', events: ['chat', 'textDealer', 'phoneCall'], value: 21 },
  { label: 'Save vehicle', events: ['saveVehicle'], value: 1.5 },
  { label: 'Share by e-mail or text', events: ['shareByEmail', 'shareByText'], value: 1.5 },
  { label: 'Credit quote leads', events: ['creditQuoteLead'], value: 13 },
  { label: 'External dealer site', events: ['externalDealerSite'], value: 4 },
  { label: 'Wallet pencil', events: ['walletPencil'], value: 2 },
  { label: 'Wallet or NDS lead', events: ['walletLead', 'ndsLead'], value: 12.5 },
  { label: 'Sticky bar', events: ['stickyBar'], value: 0 },
]);

const ROW_BY_EVENT = new Map<string, ConversionValueRow>(
  CONVERSION_VALUES.flatMap((row) => row.events.map((event) => [event, row] as const)),
);

export interface ConversionValueOptions {
  /** The wallet's `interactions.hasUpdatedWallet`. @default false */
  hasUpdatedWallet?: boolean;
}

/** The value of one conversion; an event outside the table throws `UNKNOWN_CONVERSION_EVENT`. */
export function conversionValue(event: ConversionEvent, options: ConversionValueOptions = {}): number {
  const row = ROW_BY_EVENT.get(event);
  if (!row)
    throw new ExperimentsError('UNKNOWN_CONVERSION_EVENT', `Unknown conversion event: ${String(event)}`);
  return options.hasUpdatedWallet && row.withUpdatedWallet !== undefined ? row.withUpdatedWallet : row.value;
}
