import type { ConversionEvent } from './conversion-values';

export interface ConversionCase {
  /** The row of spec 002 s9 "Conversion values", as written there. */
  row: string;
  event: ConversionEvent;
  hasUpdatedWallet?: boolean;
  value: number;
}

export const CONVERSION_CASES: ConversionCase[] = [
  { row: '| Detail page view | 0.2 |', event: 'detailPageView', value: 0.2 },
  { row: '| E-mail lead | 21 (33.5 with updated wallet) |', event: 'emailLead', value: 21 },
  {
    row: '| E-mail lead | 21 (33.5 with updated wallet) |',
    event: 'emailLead',
    hasUpdatedWallet: true,
    value: 33.5,
  },
  { row: '| Chat, text dealer, phone call | 21 |', event: 'chat', value: 21 },
  { row: '| Chat, text dealer, phone call | 21 |', event: 'textDealer', value: 21 },
  { row: '| Chat, text dealer, phone call | 21 |', event: 'phoneCall', value: 21 },
  { row: '| Chat, text dealer, phone call | 21 |', event: 'phoneCall', hasUpdatedWallet: true, value: 21 },
  { row: '| Save vehicle | 1.5 |', event: 'saveVehicle', value: 1.5 },
  { row: '| Share by e-mail or text | 1.5 |', event: 'shareByEmail', value: 1.5 },
  { row: '| Share by e-mail or text | 1.5 |', event: 'shareByText', value: 1.5 },
  { row: '| Credit quote leads | 13 |', event: 'creditQuoteLead', value: 13 },
  { row: '| External dealer site | 4 |', event: 'externalDealerSite', value: 4 },
  { row: '| Wallet pencil | 2 |', event: 'walletPencil', value: 2 },
  { row: '| Wallet or NDS lead | 12.5 |', event: 'walletLead', value: 12.5 },
  { row: '| Wallet or NDS lead | 12.5 |', event: 'ndsLead', value: 12.5 },
  { row: '| Wallet or NDS lead | 12.5 |', event: 'walletLead', hasUpdatedWallet: true, value: 12.5 },
  { row: '| Sticky bar | 0 |', event: 'stickyBar', value: 0 },
];
