import { catalogModels, getModel, listModels, type ModelInfo, modelCodeOf } from './reference';
import type { VehicleStyleCode } from './types';

/**
 * A model a dealer feed can name: every curated model, every model of the EPA catalogue, and every curated alias
 * that names a distinct model (`IS 350` is an alias of the curated `IS 300`, but a different car: its own entry,
 * code `IS350`, with the curated model's options as defaults and no trims of its own).
 */
export interface FeedModel {
  makeCode: string;
  code: string;
  name: string;
  vehicleStyleCode: VehicleStyleCode;
  /** The curated model whose trims (same code) or options (a distinct alias) apply; none for a catalogue-only model. */
  curated: ModelInfo | undefined;
  /** True when `curated` is this very model (its trims are this model's trims). */
  sameAsCurated: boolean;
}

interface MatchName {
  model: FeedModel;
  /** Written without digits while the model's name has them (`Sierra` for `Sierra 1500`). */
  digitless: boolean;
}

interface MakeIndex {
  byCode: Map<string, FeedModel>;
  /** Squashed name (`townandcountry`) -> the model it names. */
  byName: Map<string, MatchName>;
  /** The squashed trim names of the make's curated models and their first words (`xdrive28i`, `carrera`, `le`). */
  trimWords: Set<string>;
}

/** A name compared as feeds write it: any case, `&` for "and", no spaces or punctuation. */
export const squashName = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');

const digits = (text: string) => text.match(/\d+/g)?.join(' ') ?? '';

/**
 * An alias names another model when both carry model numbers and the numbers differ (`IS 350` of `IS 300`,
 * `RX 450h` of `RX 350`, `428i` of `430i`); `RX 350L` of `RX 350`, `C300` of `C-Class` or `Sierra` of `Sierra 1500`
 * name the same model.
 */
export function isDistinctAlias(modelName: string, alias: string): boolean {
  const a = digits(modelName);
  const b = digits(alias);
  return a !== '' && b !== '' && a !== b;
}

let index: Map<string, MakeIndex> | undefined;

function makeIndex(makeCode: string): MakeIndex {
  if (!index) index = new Map();
  let found = index.get(makeCode);
  if (found) return found;
  found = { byCode: new Map(), byName: new Map(), trimWords: new Set() };
  const built = found;
  const addName = (name: string, model: FeedModel) => {
    const key = squashName(name);
    // The first claim wins: curated models are added first, then catalogue models, then distinct aliases.
    if (!key || built.byName.has(key)) return;
    built.byName.set(key, { model, digitless: !/\d/.test(name) && /\d/.test(model.name) });
  };
  const addModel = (model: FeedModel, aliases: readonly string[]) => {
    if (!built.byCode.has(model.code)) built.byCode.set(model.code, model);
    addName(model.name, model);
    const distinct: string[] = [];
    for (const alias of aliases) {
      if (isDistinctAlias(model.name, alias)) distinct.push(alias);
      else addName(alias, model);
    }
    return distinct;
  };
  const pending: { alias: string; parent: FeedModel }[] = [];
  for (const curated of listModels(makeCode)) {
    for (const trim of curated.trims) {
      built.trimWords.add(squashName(trim.name));
      built.trimWords.add(squashName(trim.name.split(/\s+/)[0] ?? ''));
    }
    const model: FeedModel = {
      makeCode,
      code: curated.code,
      name: curated.name,
      vehicleStyleCode: curated.vehicleStyleCode,
      curated,
      sameAsCurated: true,
    };
    for (const alias of addModel(model, curated.aliases)) pending.push({ alias, parent: model });
  }
  for (const entry of catalogModels()) {
    if (entry.makeCode !== makeCode) continue;
    const curated = entry.curated ? getModel(makeCode, entry.code) : undefined;
    const model: FeedModel = built.byCode.get(entry.code) ?? {
      makeCode,
      code: entry.code,
      name: entry.name,
      vehicleStyleCode: entry.vehicleStyleCode,
      curated,
      sameAsCurated: Boolean(curated),
    };
    for (const alias of addModel(model, entry.aliases)) pending.push({ alias, parent: model });
  }
  for (const { alias, parent } of pending) {
    const code = modelCodeOf(alias);
    const model: FeedModel = built.byCode.get(code) ?? {
      makeCode,
      code,
      name: alias,
      vehicleStyleCode: parent.vehicleStyleCode,
      curated: parent.curated,
      sameAsCurated: false,
    };
    built.byCode.set(code, built.byCode.get(code) ?? model);
    addName(alias, built.byCode.get(code) ?? model);
  }
  index.set(makeCode, built);
  return built;
}

/** The aliases of a model that name it, not another model ({@link isDistinctAlias}). */
export function sameModelAliases(modelName: string, aliases: readonly string[]): string[] {
  return aliases.filter((alias) => !isDistinctAlias(modelName, alias));
}

/** Every model of a make a feed can name: curated, catalogue, distinct alias (curated first). */
export function listFeedModels(makeCode: string): readonly FeedModel[] {
  return [...makeIndex(makeCode.toUpperCase()).byCode.values()];
}

/** A model of a make by code, curated, catalogue or distinct alias; `undefined` when no reference names it. */
export function getFeedModel(makeCode: string, modelCode: string): FeedModel | undefined {
  return makeIndex(makeCode.toUpperCase()).byCode.get(modelCode.toUpperCase());
}

export interface FeedModelMatch {
  model: FeedModel;
  /** How many of the tokens the model's name took. */
  length: number;
}

/**
 * The model whose name starts `tokens`, compared squashed (`750 i` is `750i`, `Town & Country` is
 * `Town and Country`): the longest such name wins. Never a nearest guess: a name the reference data lacks
 * matches nothing, and a digitless alias (`Sierra` for `Sierra 1500`) does not take a text whose next word is a
 * model number (`Sierra 3500HD`), which is another model.
 */
export function matchFeedModel(makeCode: string, tokens: readonly string[]): FeedModelMatch | undefined {
  const { byName, trimWords } = makeIndex(makeCode.toUpperCase());
  const matches: FeedModelMatch[] = [];
  for (let length = tokens.length; length >= 1; length--) {
    const found = byName.get(squashName(tokens.slice(0, length).join(' ')));
    if (!found) continue;
    if (found.digitless && /\d/.test(tokens[length] ?? '')) continue;
    matches.push({ model: found.model, length });
  }
  const [longest, ...shorter] = matches;
  if (!longest || longest.model.curated) return longest;
  // The EPA file names tested versions as models ("X5 xDrive40i", "GLE 350", "Corolla LE", "911 Carrera GTS"):
  // when a shorter name matches too and the words between are a version (a number, or a trim word of the make),
  // the shorter is the model and those words its trim. Other words name another model ("Transit Connect").
  // A curated model first ("911 Carrera 4" is the curated 911, not the EPA's "911 Carrera").
  const version = shorter.filter((candidate) => {
    const extra = tokens.slice(candidate.length, longest.length);
    return extra.some((token) => /\d/.test(token)) || trimWords.has(squashName(extra[0] ?? ''));
  });
  return version.find((candidate) => candidate.model.curated) ?? version[0] ?? longest;
}
