/** "Body style order: Sedan, SUV, Truck, Coupe, Convertible, Wagon, Van, Hatchback" (spec 001 section 9). */
export const BODY_STYLE_ORDER = Object.freeze([
  'Sedan',
  'SUV',
  'Truck',
  'Coupe',
  'Convertible',
  'Wagon',
  'Van',
  'Hatchback',
] as const);

export type BodyStyle = (typeof BODY_STYLE_ORDER)[number];

/** "synonyms map to these (Crossover to SUV, Pickup to Truck, Commercial to Van)" (spec 001 section 9). */
export const BODY_STYLE_SYNONYMS: Readonly<Record<string, BodyStyle>> = Object.freeze({
  Crossover: 'SUV',
  Pickup: 'Truck',
  Commercial: 'Van',
});

const CANONICAL = new Map<string, BodyStyle>([
  ...BODY_STYLE_ORDER.map((style) => [style.toLowerCase(), style] as const),
  ...Object.entries(BODY_STYLE_SYNONYMS).map(([synonym, style]) => [synonym.toLowerCase(), style] as const),
]);

/** The body style a name stands for, any letter case (`'pickup'` → `'Truck'`); `undefined` if none. */
export function normaliseBodyStyle(name: string): BodyStyle | undefined {
  return CANONICAL.get(name.trim().toLowerCase());
}

/**
 * Body style names in the spec's order, synonyms mapped and duplicates removed. Names that are neither a body
 * style nor a synonym follow, in their given order, so nothing the reference service returns is lost.
 */
export function orderBodyStyles(names: readonly string[]): string[] {
  const known = new Set<BodyStyle>();
  const others: string[] = [];
  for (const name of names) {
    const style = normaliseBodyStyle(name);
    if (style) known.add(style);
    else if (!others.includes(name)) others.push(name);
  }
  return [...BODY_STYLE_ORDER.filter((style) => known.has(style)), ...others];
}
