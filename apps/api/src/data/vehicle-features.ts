import type { Random } from './random';
import { FEATURES, type FeatureCode } from './reference/features';
import type { ModelInfo } from './reference/reference';

/** Makes whose base trims are well equipped (the research options read it too). */
export const LUXURY_MAKES: ReadonlySet<string> = new Set([
  'ACURA',
  'AUDI',
  'BMW',
  'CAD',
  'GENESIS',
  'INFIN',
  'LEXUS',
  'LINC',
  'MB',
  'POR',
  'ROV',
  'VOLVO',
  'TESLA',
]);

export interface FeatureInput {
  model: ModelInfo;
  year: number;
  /** The trim's place from cheapest (0) to dearest (1). */
  trimLevel: number;
  engineCode: string;
}

/**
 * The features of one car, in the vocabulary's order: what its year made standard (backup cameras from
 * 2018, phone mirroring from about 2017), what its trim level and make add, and what its body needs.
 */
export function pickFeatures(
  random: Random,
  { model, year, trimLevel, engineCode }: FeatureInput,
): FeatureCode[] {
  const luxury = LUXURY_MAKES.has(model.makeCode);
  const t = trimLevel;
  const odds: Record<FeatureCode, number> = {
    KEYLESS_ENTRY: 0.7 + 0.3 * t,
    SUNROOF: luxury ? 0.65 : t >= 0.5 ? 0.55 : 0.12,
    BACKUP_CAMERA: year >= 2018 ? 1 : 0.3 + 0.5 * t,
    NAVIGATION: luxury ? 0.7 : t >= 0.75 ? 0.65 : 0.12,
    HEATED_SEATS: luxury ? 0.9 : t >= 0.5 ? 0.8 : 0.25,
    LEATHER_SEATS: luxury ? 0.8 : t >= 0.6 ? 0.75 : 0.08,
    '3RD_ROW_SEATS': model.thirdRow ? 1 : 0,
    // Tesla has never offered CarPlay or Android Auto.
    APPLE_CARPLAY: model.makeCode === 'TESLA' ? 0 : year >= 2017 ? 0.85 : year === 2016 ? 0.4 : 0,
    ANDROID_AUTO: model.makeCode === 'TESLA' ? 0 : year >= 2017 ? 0.8 : year === 2016 ? 0.35 : 0,
    BLIND_SPOT_MONITOR: year >= 2019 ? 0.5 + 0.4 * t : 0.2 * t,
    BLUETOOTH: year >= 2012 ? 0.97 : 0.4,
    REMOTE_START: 0.3 + 0.3 * t,
    ADAPTIVE_CRUISE_CONTROL: year >= 2018 ? Math.min(1, 0.4 + 0.5 * t + (luxury ? 0.2 : 0)) : 0.1 * t,
    TOW_PACKAGE:
      model.vehicleStyleCode === 'TRUCKS'
        ? 0.6
        : model.vehicleStyleCode === 'SUVCROSS' && (engineCode === '6CLDR' || engineCode === '8CLDR')
          ? 0.3
          : 0,
  };
  return FEATURES.map((feature) => feature.code).filter((code) => random.chance(odds[code]));
}

export interface DescriptionInput {
  privateSeller: boolean;
  type: string;
  year: number;
  title: string;
  paint: string;
  interior: string;
  mileage: number;
  features: readonly string[];
  ownerName: string;
  city: string;
  state: string;
}

const DEALER_CLOSINGS = [
  'Financing available for all credit types.',
  'Trade-ins welcome: ask for an appraisal.',
  'Every vehicle passes our multi-point inspection.',
  'Home delivery available within 50 miles.',
  'Priced to move: call today to schedule a test drive.',
];
const PRIVATE_CLOSINGS = [
  'Clean title in hand.',
  'Non-smoker, garage kept.',
  'All service records available.',
  'Serious buyers only, please.',
  'New tires last spring.',
];

/** A listing's free text, in the voice of a dealer or of a private seller. */
export function describe(random: Random, input: DescriptionInput): string {
  const miles = input.mileage.toLocaleString('en-US');
  const highlights = input.features.slice(0, 4).join(', ');
  if (input.privateSeller) {
    return [
      `Selling my ${input.title}.`,
      `${miles} miles, ${input.paint} with ${input.interior.toLowerCase()} interior.`,
      highlights ? `Has ${highlights}.` : '',
      random.pick(PRIVATE_CLOSINGS),
    ]
      .filter(Boolean)
      .join(' ');
  }
  const opening =
    input.type === 'NEW'
      ? `Brand new ${input.title} in ${input.paint}.`
      : input.type === 'CERTIFIED'
        ? `Certified pre-owned ${input.title} in ${input.paint}, ${miles} miles.`
        : `${input.title} in ${input.paint} with ${miles} miles.`;
  return [
    opening,
    highlights ? `Equipped with ${highlights}.` : '',
    random.pick(DEALER_CLOSINGS),
    `Visit ${input.ownerName} in ${input.city}, ${input.state}.`,
  ]
    .filter(Boolean)
    .join(' ');
}
