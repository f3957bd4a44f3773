import { accountContracts } from './contracts/account-contracts';
import { contentContracts } from './contracts/content-contracts';
import { leadContracts } from './contracts/lead-contracts';
import { listingContracts } from './contracts/listing-contracts';
import { locationContracts } from './contracts/location-contracts';
import { memberContracts } from './contracts/member-contracts';
import { paymentContracts } from './contracts/payment-contracts';
import { personalizationContracts } from './contracts/personalization-contracts';
import { researchContracts } from './contracts/research-contracts';
import { savedItemContracts } from './contracts/saved-item-contracts';
import { seoContracts } from './contracts/seo-contracts';
import { telemetryContracts } from './contracts/telemetry-contracts';
import { walletContracts } from './contracts/wallet-contracts';
import type { Contract } from './define-contract';
import type { ServiceName } from './services';

const ALL = {
  ...savedItemContracts,
  ...accountContracts,
  ...memberContracts,
  ...personalizationContracts,
  ...listingContracts,
  ...seoContracts,
  ...researchContracts,
  ...locationContracts,
  ...contentContracts,
  ...paymentContracts,
  ...walletContracts,
  ...leadContracts,
  ...telemetryContracts,
};

/** Every call of the API by name, frozen. */
export const CONTRACTS: Readonly<typeof ALL> = Object.freeze(ALL);

export type Contracts = typeof CONTRACTS;
export type ContractName = keyof Contracts;

/** The contracts of one service, in CONTRACTS order. */
export function contractsOf(service: ServiceName): Contract[] {
  return Object.values(CONTRACTS as Record<string, Contract>).filter(
    (contract) => contract.service === service,
  );
}
