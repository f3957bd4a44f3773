import { describe, expect, it } from 'vitest';
import { BRANDS, EXPERIENCES, SITE_CONFIG_IDS, SITE_CONFIGS, selectSiteConfig } from './index';

// spec 000 section 2: "The brand site configuration is chosen from these: main brand, best-deals,
// buy-online, car-bravo, commercial, hyundai-buy-online, base, car-and-driver, demo, ford, and the valuation
// brand's buy-online, car-bravo, hyundai-buy-online and main."
describe('SITE_CONFIGS (spec 000 section 2)', () => {
  it('holds exactly the fourteen site configurations', () => {
    expect(Object.keys(SITE_CONFIGS).sort()).toEqual([...SITE_CONFIG_IDS].sort());
    expect(SITE_CONFIG_IDS).toHaveLength(14);
    for (const [id, config] of Object.entries(SITE_CONFIGS)) expect(config.id).toBe(id);
  });

  it('has the main brand and each of its five experiences', () => {
    expect(SITE_CONFIGS.atc).toMatchObject({ brand: 'atc', experience: null });
    for (const experience of EXPERIENCES) {
      expect(SITE_CONFIGS[`atc-${experience}`]).toMatchObject({ brand: 'atc', experience });
    }
  });

  it("has the valuation brand's buy-online, car-bravo, hyundai-buy-online and main sites", () => {
    const valuation = Object.values(SITE_CONFIGS).filter((config) => config.brand === 'kbb');
    expect(valuation.map((config) => config.experience).sort()).toEqual(
      ['buy-online', 'car-bravo', 'hyundai-buy-online', null].sort(),
    );
  });

  it.each(Object.values(SITE_CONFIGS))('$id: the rules that differ by brand', (config) => {
    // spec 001 section 2: "the valuation brand uses /dealers"
    expect(config.dealerBasePath).toBe(config.brand === 'kbb' ? '/dealers' : '/car-dealers');
    // spec 001 section 2: "For the default brand, -cars is appended to the listing-type segment."
    expect(config.listingTypeSuffix).toBe(config.brand === 'atc' && config.id !== 'base' ? '-cars' : '');
    // Not spec 001 section 3's "For the carmaker brand a used type displays as Certified": our carmaker brand lists
    // every dealer's used cars, so calling them certified was false (issue 29). A used car reads Used everywhere.
    expect(config.usedListingLabel).toBe('Used');
    // spec 000 section 1: "Two brands share the account features: the main brand and the valuation brand."
    expect(config.accountFeatures).toBe(
      config.id !== 'base' && (config.brand === 'atc' || config.brand === 'kbb'),
    );
    // spec 002 section 4: "Sign-in is offered only on the blue-book brand path."
    expect(config.signInPrompt).toBe(config.brand === 'kbb');
    // spec 001 section 2: "On the review-site hosts, API paths are prefixed with /cm-api."
    expect(config.apiPathPrefix).toBe(config.brand === 'carAndDriver' ? '/cm-api' : '');
    expect(config.basePath).toBe('/cars-for-sale');
  });

  // spec 001 section 9, "Partner offers on a vehicle page, in order"
  it('orders partner offers as the spec lists them', () => {
    expect(SITE_CONFIGS.atc.partnerOffers).toEqual([
      'dealer-financing',
      'instant-cash-offer',
      'credit-report',
      'sponsored-car-loans',
      'insurance-quote',
    ]);
    // "The valuation brand shows a warranty offer and a credit report, then the insurance quote."
    expect(SITE_CONFIGS.kbb.partnerOffers).toEqual(['warranty', 'credit-report', 'insurance-quote']);
    // "instant cash offer (not for the valuation or magazine brand)"
    expect(SITE_CONFIGS['car-and-driver'].partnerOffers).not.toContain('instant-cash-offer');
    expect(SITE_CONFIGS['car-and-driver'].partnerOffers).toEqual([
      'dealer-financing',
      'credit-report',
      'sponsored-car-loans',
      'insurance-quote',
    ]);
  });

  it('is frozen, so no caller can change it for everyone', () => {
    expect(Object.isFrozen(SITE_CONFIGS)).toBe(true);
    expect(Object.isFrozen(SITE_CONFIGS.kbb)).toBe(true);
  });
});

describe('selectSiteConfig', () => {
  it.each([
    ['atc', undefined, 'atc'],
    ['atc', 'car-bravo', 'atc-car-bravo'],
    ['atc', 'best-deals', 'atc-best-deals'],
    ['previewAtc', 'buy-online', 'atc-buy-online'],
    ['kbb', undefined, 'kbb'],
    ['kbb', 'hyundai-buy-online', 'kbb-hyundai-buy-online'],
    ['kbb', 'commercial', 'kbb'],
    ['kbb', 'best-deals', 'kbb'],
    ['ford', 'car-bravo', 'ford'],
    ['demo', undefined, 'demo'],
    ['carAndDriver', undefined, 'car-and-driver'],
    ['atc', 'not-an-experience', 'atc'],
    ['atc', null, 'atc'],
  ] as const)('%s with experience %s → %s', (brand, experience, id) => {
    expect(selectSiteConfig({ brand, experience }).id).toBe(id);
  });

  it('gives every brand a configuration of its own brand, the preview brand the main one', () => {
    for (const brand of BRANDS) {
      expect(selectSiteConfig({ brand }).brand).toBe(brand === 'previewAtc' ? 'atc' : brand);
    }
  });
});
