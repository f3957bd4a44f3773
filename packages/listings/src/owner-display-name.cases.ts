import type { Listing } from './index';

export interface OwnerNameCase {
  rule: string;
  listing: Omit<Listing, 'id'>;
  name: string | undefined;
}

const dealer = { id: 100, name: 'Lone Star Motors', privateSeller: false };
const seller = { id: 200, name: 'Pat Smith', privateSeller: true };

/** "A dealer's name is replaced with 'Dealer' when priority is 10 or lower, the vehicle is not new and the owner
 * is not a private seller." (spec 000 section 9) */
export const OWNER_NAME_CASES: OwnerNameCase[] = [
  {
    rule: 'priority 10 (STANDARD), used, dealer',
    listing: { priority: 10, type: 'USED', owner: dealer },
    name: 'Dealer',
  },
  {
    rule: 'priority 5 (FREE), used, dealer',
    listing: { priority: 5, type: 'USED', owner: dealer },
    name: 'Dealer',
  },
  {
    rule: 'priority 10, certified, dealer',
    listing: { priority: 10, type: 'CERTIFIED', owner: dealer },
    name: 'Dealer',
  },
  {
    rule: 'priority 15 (STANDARD_PLUS) is above 10',
    listing: { priority: 15, type: 'USED', owner: dealer },
    name: 'Lone Star Motors',
  },
  {
    rule: 'priority 20 (FEATURED)',
    listing: { priority: 20, type: 'USED', owner: dealer },
    name: 'Lone Star Motors',
  },
  {
    rule: 'a new vehicle keeps the name',
    listing: { priority: 10, listingType: 'NEW', owner: dealer },
    name: 'Lone Star Motors',
  },
  {
    rule: 'a private seller keeps the name',
    listing: { priority: 5, type: 'USED', owner: seller },
    name: 'Pat Smith',
  },
  {
    rule: 'ownerName wins over owner.name',
    listing: { priority: 30, ownerName: 'LSM Austin', owner: dealer },
    name: 'LSM Austin',
  },
  {
    rule: 'no priority: the name is kept',
    listing: { type: 'USED', owner: dealer },
    name: 'Lone Star Motors',
  },
  { rule: 'no type counts as not new', listing: { priority: 10, owner: dealer }, name: 'Dealer' },
  { rule: 'no owner and no name', listing: { priority: 20 }, name: undefined },
];
