import type { Brand } from '@forecourt/brand';
import type { Listing } from './index';

export interface TitleCase {
  /** The part of spec 001 section 3's derived-title rule the case checks. */
  rule: string;
  listing: Omit<Listing, 'id'>;
  brand?: Brand;
  title: string;
}

const civic = { year: 2019, make: 'Honda', model: 'Civic' } as const;

export const TITLE_CASES: TitleCase[] = [
  {
    rule: 'type + year + make + model + trim',
    listing: { ...civic, type: 'USED', trim: 'EX' },
    title: 'Used 2019 Honda Civic EX',
  },
  {
    rule: 'type from listingType',
    listing: { ...civic, listingType: 'NEW', trim: 'EX' },
    title: 'New 2019 Honda Civic EX',
  },
  {
    rule: 'certified type',
    listing: { ...civic, listingType: 'CERTIFIED', trim: 'EX' },
    title: 'Certified 2019 Honda Civic EX',
  },
  {
    rule: "third-party certified reads Third-party certified, not the maker's Certified (issue 29)",
    listing: { ...civic, listingType: '3P_CERT' },
    title: 'Third-party certified 2019 Honda Civic',
  },
  {
    rule: 'type code in any letter case',
    listing: { ...civic, listingType: 'used' },
    title: 'Used 2019 Honda Civic',
  },
  {
    rule: 'trim as an object',
    listing: { ...civic, type: 'USED', trim: { name: 'EX-L', code: 'EXL' } },
    title: 'Used 2019 Honda Civic EX-L',
  },
  {
    rule: 'trim hidden if UNAVAIL (name)',
    listing: { ...civic, type: 'USED', trim: 'UNAVAIL' },
    title: 'Used 2019 Honda Civic',
  },
  {
    rule: 'trim hidden if UNAVAIL (trimCode)',
    listing: { ...civic, type: 'USED', trim: 'Unspecified', trimCode: 'UNAVAIL' },
    title: 'Used 2019 Honda Civic',
  },
  {
    rule: 'trim hidden if UNAVAIL (object code)',
    listing: { ...civic, type: 'USED', trim: { name: 'Base', code: 'UNAVAIL' } },
    title: 'Used 2019 Honda Civic',
  },
  { rule: 'missing parts are skipped', listing: { make: 'Honda', model: 'Civic' }, title: 'Honda Civic' },
  {
    rule: "' w/ {first package}' if the package name is under 30 characters",
    listing: { ...civic, type: 'USED', trim: 'EX', packages: ['Sport Package', 'Tow Package'] },
    title: 'Used 2019 Honda Civic EX w/ Sport Package',
  },
  {
    rule: 'package given as an object',
    listing: { ...civic, type: 'USED', trim: 'EX', packages: [{ name: 'Sport Package', code: 'SP' }] },
    title: 'Used 2019 Honda Civic EX w/ Sport Package',
  },
  {
    rule: 'a 29-character package name is under 30',
    listing: { ...civic, type: 'USED', packages: ['A'.repeat(29)] },
    title: `Used 2019 Honda Civic w/ ${'A'.repeat(29)}`,
  },
  {
    rule: 'a 30-character package name is not under 30 (package title suffix limit 30)',
    listing: { ...civic, type: 'USED', packages: ['A'.repeat(30)] },
    title: 'Used 2019 Honda Civic',
  },
  {
    rule: "no suffix when the title has a 'w/' already",
    listing: { ...civic, type: 'USED', trim: 'EX w/Navi', packages: ['Sport Package'] },
    title: 'Used 2019 Honda Civic EX w/Navi',
  },
  {
    rule: 'only the first package counts',
    listing: { ...civic, type: 'USED', packages: ['', 'Sport'] },
    title: 'Used 2019 Honda Civic',
  },
  {
    rule: "the carmaker brand shows a used type as Used (not spec 001 s3's Certified: issue 29)",
    listing: { year: 2021, make: 'Ford', model: 'F-150', type: 'USED', trim: 'XLT' },
    brand: 'ford',
    title: 'Used 2021 Ford F-150 XLT',
  },
  {
    rule: 'the carmaker brand leaves a new type as New',
    listing: { year: 2021, make: 'Ford', model: 'F-150', type: 'NEW' },
    brand: 'ford',
    title: 'New 2021 Ford F-150',
  },
  {
    rule: 'other brands show a used type as Used',
    listing: { year: 2021, make: 'Ford', model: 'F-150', type: 'USED' },
    brand: 'kbb',
    title: 'Used 2021 Ford F-150',
  },
];
