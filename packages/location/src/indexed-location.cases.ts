import type { IndexedLocationContent, IndexedLocationPriority } from './index';

/**
 * "City is lowercased, dots and apostrophes removed, non-word characters turned into hyphens; state is
 * lowercased." (spec 002 s5)
 */
export const KEY_CASES: { rule: string; city: string; state: string; key: string }[] = [
  { rule: 'lowercased', city: 'Austin', state: 'TX', key: 'austin-tx' },
  { rule: 'spaces become hyphens', city: 'Salt Lake City', state: 'UT', key: 'salt-lake-city-ut' },
  { rule: 'dots removed', city: 'St. Louis', state: 'MO', key: 'st-louis-mo' },
  { rule: 'apostrophes removed', city: "Coeur d'Alene", state: 'ID', key: 'coeur-dalene-id' },
  {
    rule: 'a typographic apostrophe is an apostrophe',
    city: 'Lee\u2019s Summit',
    state: 'MO',
    key: 'lees-summit-mo',
  },
  { rule: 'a hyphen stays', city: 'Winston-Salem', state: 'NC', key: 'winston-salem-nc' },
  {
    rule: 'each non-word character is one hyphen',
    city: 'Washington, D.C.',
    state: 'DC',
    key: 'washington--dc-dc',
  },
  {
    rule: 'letters outside A-Z are non-word characters',
    city: 'Cañon City',
    state: 'CO',
    key: 'ca-on-city-co',
  },
  { rule: 'surrounding spaces trimmed first', city: '  Madison ', state: ' wi ', key: 'madison-wi' },
  { rule: 'digits and underscores are word characters', city: 'Area_51', state: 'NV', key: 'area_51-nv' },
];

export const CONTENT: IndexedLocationContent = {
  'austin-tx': { locationIndexPriority: 'highest', title: 'Austin' },
  'madison-wi': { locationIndexPriority: 'high' },
  'st-louis-mo': { locationIndexPriority: 'all' },
  'salt-lake-city-ut': {},
  'lees-summit-mo': { locationIndexPriority: 'medium' },
};

/** "levels: highest, high, all" (spec 002 s3): an entry must be at least the level asked for. */
export const PRIORITY_CASES: {
  rule: string;
  city: string;
  state: string;
  priority?: IndexedLocationPriority;
  found?: IndexedLocationPriority;
  message?: string;
}[] = [
  { rule: 'highest meets highest', city: 'Austin', state: 'TX', priority: 'highest', found: 'highest' },
  { rule: 'highest meets high', city: 'Austin', state: 'TX', priority: 'high', found: 'highest' },
  { rule: 'high meets all (the default)', city: 'Madison', state: 'WI', found: 'high' },
  {
    rule: 'high does not meet highest',
    city: 'Madison',
    state: 'WI',
    priority: 'highest',
    message: 'cannot find madison-wi with a priority of at least highest value in indexed location',
  },
  {
    rule: 'all does not meet high',
    city: 'St. Louis',
    state: 'MO',
    priority: 'high',
    message: 'cannot find st-louis-mo with a priority of at least high value in indexed location',
  },
  { rule: 'all meets all', city: 'St. Louis', state: 'MO', priority: 'all', found: 'all' },
  { rule: 'no priority counts as all', city: 'Salt Lake City', state: 'UT', found: 'all' },
  {
    rule: 'no priority does not meet high',
    city: 'Salt Lake City',
    state: 'UT',
    priority: 'high',
    message: 'cannot find salt-lake-city-ut with a priority of at least high value in indexed location',
  },
  { rule: 'an unknown priority counts as all', city: 'Lee\u2019s Summit', state: 'MO', found: 'all' },
  {
    rule: 'a city not in the index',
    city: 'Atlantis',
    state: 'TX',
    message: 'cannot find atlantis-tx in indexed location',
  },
  {
    rule: 'a city not in the index, with a level: still "not in the index"',
    city: 'Atlantis',
    state: 'TX',
    priority: 'highest',
    message: 'cannot find atlantis-tx in indexed location',
  },
  {
    rule: 'city and state are both required: no city',
    city: '',
    state: 'TX',
    message: 'city and state not provided',
  },
  {
    rule: 'city and state are both required: no state',
    city: 'Austin',
    state: '  ',
    message: 'city and state not provided',
  },
];
