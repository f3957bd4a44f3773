import {
  findMakeCode,
  getModel,
  listModels,
  type ModelInfo,
  modelCodeOf,
  trimCodeOf,
} from '../reference/reference';
import type { VehicleStyleCode } from '../reference/types';

export interface MatchedVehicle {
  makeCode: string;
  modelCode: string;
  modelName: string;
  /** The reference model, when the name is one we know. */
  model: ModelInfo | undefined;
  trimCode: string | null;
  trimName: string | null;
  /** Packages named in the model text after "w/" ("MDX 3.5L w/Technology Package"). */
  packages: string[];
}

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

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

function longestModel(makeCode: string, tokens: readonly string[]) {
  let best: { model: ModelInfo; length: number } | undefined;
  for (const model of listModels(makeCode)) {
    for (const name of [model.name, ...model.aliases]) {
      const nameTokens = words(name);
      const fits =
        nameTokens.length <= tokens.length &&
        nameTokens.every((token, index) => same(token, tokens[index] ?? ''));
      if (fits && (!best || nameTokens.length > best.length)) best = { model, length: nameTokens.length };
    }
  }
  return best;
}

/**
 * Splits a feed's model text into model, trim and packages, through the reference data: the longest model
 * name or alias that starts the text wins ("Corolla Cross XLE" is a Corolla Cross). An unknown model keeps
 * its first word (two for a letters-and-number name such as "RC 350") with a code made from it.
 */
export function matchVehicle(makeCode: string, modelText: string): MatchedVehicle {
  const [beforePackages, ...packageParts] = modelText.split(/\s+w\/\s*/i);
  const tokens = words(beforePackages ?? '');
  const found = longestModel(makeCode, tokens);
  let modelName: string;
  let rest: string[];
  if (found) {
    modelName = found.model.name;
    rest = tokens.slice(found.length);
    // "RX 350 RX 350", "GX 460 GX 460 Premium": feeds repeat the model in the trim column.
    const repeated = tokens.slice(0, found.length);
    if (repeated.every((token, index) => same(token, rest[index] ?? ''))) rest = rest.slice(found.length);
  } else {
    const [first = '', second = ''] = tokens;
    if (/^[a-z]?\d{2,3}$/i.test(first) && /^[a-z]$/i.test(second)) {
      // "740 i", "M240 i": a model number and its suffix written apart.
      modelName = `${first}${second}`;
      rest = tokens.slice(2);
    } else {
      // "RC 350", "RS 5": letters and a number make one model name.
      const length = /^[a-z]{1,3}$/i.test(first) && /^\d{1,4}[a-z]?$/i.test(second) ? 2 : 1;
      modelName = tokens.slice(0, length).join(' ');
      rest = tokens.slice(length);
    }
  }
  const model = found?.model ?? getModel(makeCode, modelCodeOf(modelName));
  const trimText = rest.join(' ');
  const trim = trimText
    ? model?.trims.find((candidate) => squash(candidate.name) === squash(trimText))
    : undefined;
  return {
    makeCode,
    modelCode: model?.code ?? modelCodeOf(modelName),
    modelName: model?.name ?? modelName,
    model,
    trimCode: trim?.code ?? (trimText ? trimCodeOf(trimText) : null),
    trimName: trim?.name ?? (trimText || null),
    packages: packageParts.map((part) => part.trim()).filter(Boolean),
  };
}

const STYLE_WORDS: readonly (readonly [RegExp, VehicleStyleCode])[] = [
  [/convertible|roadster|cabrio|spyder|spider|volante/i, 'CONVERT'],
  [/coupe/i, 'COUPE'],
  [/wagon|allroad|sportwagen/i, 'WAGON'],
  [/\bvan\b|transit|promaster|sprinter|express|savana|caravan|sienna|odyssey/i, 'VANMV'],
  [/pickup|truck|crew ?cab|\b[123]500\b|\bf-?[1-4]50\b/i, 'TRUCKS'],
  [/hatch/i, 'HATCH'],
  [/\bsuv\b|crossover|^(x\d|q\d|qx|gl[abces]?|xc|cx|rx|nx|gx|ux|lx)\b/i, 'SUVCROSS'],
];

/** The vehicle style of a model: the reference model's, else read from words in the name; sedan by default. */
export function vehicleStyleOf(matched: MatchedVehicle, modelText: string): VehicleStyleCode {
  if (matched.model) return matched.model.vehicleStyleCode;
  return STYLE_WORDS.find(([pattern]) => pattern.test(modelText))?.[1] ?? 'SEDAN';
}
