import { describe, expect, it } from 'vitest';
import { generateDealer, generatePrivateSeller } from './generate-owners';
import { isListedCity, lookupZip } from './places';
import { createRandom } from './random';
import { US_CITIES } from './us-cities';

const codesOf = (state: string) =>
  new Set(US_CITIES.filter(([, cityState]) => cityState === state).map(([, , , code]) => code));
const areaCode = (phone: string | null | undefined) => /^\((\d{3})\)/.exec(phone ?? '')?.[1];

describe('generated owners look like a real market', () => {
  const random = createRandom(33);
  const dealers = Array.from({ length: 3_000 }, (_, index) => generateDealer(random, index, 33));
  const sellers = Array.from({ length: 1_000 }, (_, index) =>
    generatePrivateSeller(random, 3_000 + index, 33),
  );

  it("dials from the owner's city: its own area code, or the nearest listed city's of its state", () => {
    const owners = [...dealers.map((dealer) => dealer.owner), ...sellers];
    const houston = owners.filter((owner) => owner.city === 'Houston' && owner.state === 'TX');
    const austin = owners.filter((owner) => owner.city === 'Austin' && owner.state === 'TX');
    expect(houston.length).toBeGreaterThan(10);
    expect(new Set(houston.map((owner) => areaCode(owner.phone)))).toEqual(new Set(['713']));
    expect(new Set(austin.map((owner) => areaCode(owner.phone)))).toEqual(new Set(['512']));
    for (const owner of owners) {
      const place = lookupZip(owner.zip);
      const codes = codesOf(owner.state);
      if (place && codes.size > 0) expect(codes).toContain(areaCode(owner.phone));
    }
  });

  it('puts franchise dealers mostly in the listed cities: a small town has fewer', () => {
    const share = (inCity: boolean) => {
      const here = dealers.filter((dealer) => isListedCity(dealer.owner) === inCity);
      return here.filter((dealer) => dealer.franchiseMakes.length > 0).length / here.length;
    };
    expect(share(true)).toBeGreaterThan(0.45);
    expect(share(false)).toBeLessThan(0.3);
  });
});
