import type { CONTRACTS } from '@forecourt/contracts';
import { encode } from '@forecourt/seo-routes';
import type { z } from 'zod';
import { makeName } from '../data/reference/reference';

export type CertifiedProgram = z.output<
  (typeof CONTRACTS)['getCertifiedContent']['reply']
>['programs'][number];

/** The carmaker brand's own landing page (spec 001 s2: "landing-page ... under /cars-for-sale/fordblueadvantage/"). */
export const FORD_BLUE_ADVANTAGE_PATH = '/cars-for-sale/fordblueadvantage/landing-page';

type ProgramFacts = Omit<CertifiedProgram, 'make' | 'url'>;

/**
 * Carmakers' certified pre-owned programmes as their makers publish them (inspection points, warranties,
 * benefits), written by us as static content: the spec names the file, not what is in it.
 */
const PROGRAMS: readonly ProgramFacts[] = [
  {
    makeCode: 'FORD',
    name: 'Ford Blue Advantage',
    headline: 'Gold Certified and Blue Certified used vehicles, inspected and backed by Ford.',
    benefits: [
      '172-point inspection (Gold Certified), 139-point inspection (Blue Certified)',
      '7-year/100,000-mile Powertrain Limited Warranty (Gold Certified)',
      '12-month/12,000-mile Comprehensive Limited Warranty (Gold Certified)',
      '14-day/1,000-mile Exchange Program',
      '24/7 Roadside Assistance',
      'Vehicle history report',
    ],
    warranty:
      '12-month/12,000-mile Comprehensive Limited Warranty and 7-year/100,000-mile Powertrain Limited Warranty',
    inspectionPoints: 172,
  },
  {
    makeCode: 'BMW',
    name: 'BMW Certified Pre-Owned',
    headline: 'Certified BMWs with coverage beyond the new-vehicle warranty.',
    benefits: [
      'Multi-point inspection by BMW-trained technicians',
      '1-year/unlimited-mile Protection Plan after the 4-year/50,000-mile new-vehicle warranty',
      'Roadside assistance for the length of the warranty',
      'Vehicle history report',
    ],
    warranty: '1-year/unlimited-mile limited warranty after the new-vehicle warranty',
  },
  {
    makeCode: 'CHEV',
    name: 'Chevrolet Certified Pre-Owned',
    headline: 'Certified Chevrolets, inspected and reconditioned by the dealer.',
    benefits: [
      '172-point vehicle inspection and reconditioning',
      '6-year/100,000-mile Powertrain Limited Warranty',
      '12-month/12,000-mile Bumper-to-Bumper Limited Warranty',
      '3-day/150-mile Vehicle Exchange Program',
      'Vehicle history report',
    ],
    warranty: '12-month/12,000-mile Bumper-to-Bumper and 6-year/100,000-mile Powertrain Limited Warranties',
    inspectionPoints: 172,
  },
  {
    makeCode: 'HONDA',
    name: 'HondaTrue Certified',
    headline: 'Certified Hondas up to 5 model years old.',
    benefits: [
      '182-point inspection',
      '7-year/100,000-mile Powertrain Limited Warranty',
      'Non-powertrain coverage to 4 years/48,000 miles from the original sale',
      'Vehicle history report',
    ],
    warranty: '7-year/100,000-mile Powertrain Limited Warranty',
    inspectionPoints: 182,
  },
  {
    makeCode: 'HYUND',
    name: 'Hyundai Certified Pre-Owned',
    headline: 'Certified Hyundais with the 10-year powertrain warranty.',
    benefits: [
      '173-point inspection',
      '10-year/100,000-mile Powertrain Limited Warranty from the original in-service date',
      'Roadside assistance',
      'Vehicle history report',
    ],
    warranty: '10-year/100,000-mile Powertrain Limited Warranty',
    inspectionPoints: 173,
  },
  {
    makeCode: 'NISSAN',
    name: 'Nissan Certified Pre-Owned',
    headline: 'Certified Nissans, inspected and backed by Nissan.',
    benefits: [
      '167-point inspection',
      '7-year/100,000-mile Limited Powertrain Warranty',
      'Roadside assistance',
      'Vehicle history report',
    ],
    warranty: '7-year/100,000-mile Limited Powertrain Warranty',
    inspectionPoints: 167,
  },
  {
    makeCode: 'SUB',
    name: 'Subaru Certified Pre-Owned',
    headline: 'Certified Subarus under 6 years old and 80,000 miles.',
    benefits: [
      '152-point inspection',
      '7-year/100,000-mile Powertrain Limited Warranty',
      '24-hour roadside assistance',
      'Vehicle history report',
    ],
    warranty: '7-year/100,000-mile Powertrain Limited Warranty',
    inspectionPoints: 152,
  },
  {
    makeCode: 'TOYOTA',
    name: 'Toyota Certified Used Vehicles',
    headline: 'Certified Toyotas with a 160-point quality assurance inspection.',
    benefits: [
      '160-point Quality Assurance Inspection',
      '12-month/12,000-mile Limited Comprehensive Warranty',
      '7-year/100,000-mile Limited Powertrain Warranty',
      '1 year of roadside assistance',
      'Vehicle history report',
    ],
    warranty:
      '12-month/12,000-mile Limited Comprehensive and 7-year/100,000-mile Limited Powertrain Warranties',
    inspectionPoints: 160,
  },
];

/**
 * The programmes by make name, each with its make's display name and a link: the carmaker brand's landing page
 * for Ford Blue Advantage, the certified listings of the make for the others.
 */
export function certifiedPrograms(): CertifiedProgram[] {
  return PROGRAMS.map((program) => ({
    ...program,
    make: makeName(program.makeCode) ?? program.makeCode,
    url:
      program.makeCode === 'FORD'
        ? FORD_BLUE_ADVANTAGE_PATH
        : encode({ listingType: 'CERTIFIED', makeCode: program.makeCode }).pathname,
  })).sort((a, b) => a.make.localeCompare(b.make));
}
