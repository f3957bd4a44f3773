import { type FeedModel, matchFeedModel, squashName } from '../reference/feed-models';
import { findBodyStyle, findMakeCode, type ModelInfo, modelCodeOf, trimCodeOf } from '../reference/reference';
import type { VehicleStyleCode } from '../reference/types';

export interface MatchedVehicle {
  makeCode: string;
  modelCode: string;
  modelName: string;
  /** The reference model (curated, EPA catalogue or distinct alias); `undefined` when no reference data names it. */
  reference: FeedModel | undefined;
  /** The curated model whose options (engines, drives, fuels) are the defaults, when there is one. */
  model: ModelInfo | undefined;
  trimCode: string | null;
  trimName: string | null;
  /** Packages named in the model text after "w/" ("MDX 3.5L w/Technology Package"). */
  packages: string[];
}

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);
const same = (a: string, b: string) => squashName(a) === squashName(b);

/**
 * The make code of a feed's make column. Feeds split two-word makes over the make and model columns
 * ("Land" + "Rover Range Rover Sport"), so the model's first word is tried with the make first.
 */
export function matchMake(make: string, model: string): { makeCode: string; modelText: string } | undefined {
  const [firstWord, ...rest] = words(model);
  const joined = firstWord ? findMakeCode(`${make} ${firstWord}`) : undefined;
  if (joined) return { makeCode: joined, modelText: rest.join(' ') };
  const makeCode = findMakeCode(make);
  return makeCode ? { makeCode, modelText: model } : undefined;
}

/**
 * The model of a feed's model text: the longest reference model name that starts it, compared ignoring case,
 * spaces and punctuation. Cars.com writes Mercedes-Benz classes before the model ("A-Class A 220"): when the
 * class itself is no model we know, the words after it are matched.
 */
function findModel(
  makeCode: string,
  tokens: readonly string[],
): { model: FeedModel; start: number; length: number } | undefined {
  const found = matchFeedModel(makeCode, tokens);
  if (found) return { ...found, start: 0 };
  // "320 320i xDrive": a series number repeated as the start of the model's name is left out too; any other
  // first word is not (dropping "Grand" from "Grand Cherokee" would name another car).
  const [first = '', second = ''] = tokens;
  const label =
    /^[a-z]+-class$/i.test(first) ||
    (/\d/.test(first) &&
      second.toLowerCase().startsWith(first.toLowerCase()) &&
      second.length > first.length);
  if (tokens.length > 1 && label) {
    const after = matchFeedModel(makeCode, tokens.slice(1));
    if (after) return { ...after, start: 1 };
  }
  return undefined;
}

/**
 * Splits a feed's model text into model, trim and packages through the reference data (curated models, the EPA
 * catalogue, distinct aliases): the longest model name that starts the text wins ("Corolla Cross XLE" is a
 * Corolla Cross) and the rest is the trim, matched to a curated trim ignoring punctuation. Never a nearest
 * guess: a model the reference data lacks is `reference: undefined` (its first word, or two for a
 * letters-and-number name such as "RC 350", as name and code), for the caller to refuse.
 */
export function matchVehicle(makeCode: string, modelText: string): MatchedVehicle {
  const [beforePackages, ...packageParts] = modelText.split(/\s+w\/\s*/i);
  const tokens = words(beforePackages ?? '');
  const found = findModel(makeCode, tokens);
  let modelName: string;
  let rest: string[];
  if (found) {
    modelName = found.model.name;
    const end = found.start + found.length;
    rest = tokens.slice(end);
    // "RX 350 RX 350", "GX 460 GX 460 Premium": feeds repeat the model in the trim column.
    const repeated = tokens.slice(found.start, end);
    if (repeated.every((token, index) => same(token, rest[index] ?? ''))) rest = rest.slice(found.length);
  } else {
    const [first = '', second = ''] = tokens;
    const length = /^[a-z]{1,3}$/i.test(first) && /^\d{1,4}[a-z]?$/i.test(second) ? 2 : 1;
    modelName = tokens.slice(0, length).join(' ');
    rest = tokens.slice(length);
  }
  const reference = found?.model;
  const model = reference?.curated;
  const trimText = rest.join(' ');
  const trim =
    trimText && reference?.sameAsCurated
      ? model?.trims.find((candidate) => same(candidate.name, trimText))
      : undefined;
  return {
    makeCode,
    modelCode: reference?.code ?? modelCodeOf(modelName),
    modelName,
    reference,
    model,
    trimCode: trim?.code ?? (trimText ? trimCodeOf(trimText) : null),
    trimName: trim?.name ?? (trimText || null),
    packages: packageParts.map((part) => part.trim()).filter(Boolean),
  };
}

/**
 * The vehicle style of a car: the feed's own body column when it names a body style (it describes this car: a
 * Continental GT is a coupe where the EPA size class says minicompact, a sedan), else the reference model's
 * (curated, or from the EPA size class). Never a guess from words in the name.
 */
export function vehicleStyleOf(reference: FeedModel, bodyText: string | null): VehicleStyleCode {
  return (bodyText ? findBodyStyle(bodyText)?.code : undefined) ?? reference.vehicleStyleCode;
}
