/**
 * The brands the product is sold under (spec 001 section 1, spec 002 section 1): the main classifieds brand,
 * the valuation and research brand, the carmaker certified-pre-owned brand, the demo brand, the preview brand
 * and the car-magazine brand.
 */
export const BRANDS = ['atc', 'kbb', 'ford', 'demo', 'previewAtc', 'carAndDriver'] as const;

export type Brand = (typeof BRANDS)[number];

/** "Otherwise the main brand is chosen." (spec 001 section 1) */
export const DEFAULT_BRAND: Brand = 'atc';

/**
 * The brands a `brand` query parameter may name (spec 002 section 1: "brand values: kbb, ford, atc, demo;
 * others previewAtc and carAndDriver by host").
 */
export const QUERY_BRANDS = ['kbb', 'ford', 'atc', 'demo'] as const satisfies readonly Brand[];

/** The brand whose name is `value`, ignoring letter case; `undefined` for anything else. */
export function parseBrand(value: unknown): Brand | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.trim().toLowerCase();
  return BRANDS.find((brand) => brand.toLowerCase() === lower);
}
