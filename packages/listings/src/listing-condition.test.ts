import { describe, expect, it } from 'vitest';
import { CONDITION_NAMES, conditionName, listingConditionName } from './index';

describe('the condition vocabulary (issue 29: "Certified" meant three things)', () => {
  it('names the four conditions apart', () => {
    expect(CONDITION_NAMES).toEqual({
      NEW: 'New',
      USED: 'Used',
      CERTIFIED: 'Certified by the maker',
      '3P_CERT': 'Certified by a third party',
    });
  });

  it.each([
    ['USED', 'Used'],
    ['used', 'Used'],
    ['3p_cert', 'Certified by a third party'],
    [' CERTIFIED ', 'Certified by the maker'],
    ['DEMO', 'Demo'],
    ['', undefined],
    [undefined, undefined],
  ])('conditionName(%j) is %j', (code, name) => {
    expect(conditionName(code)).toBe(name);
  });

  it("takes a listing's own type, listingType before type", () => {
    expect(listingConditionName({ listingType: '3P_CERT', type: 'USED' })).toBe('Certified by a third party');
    expect(listingConditionName({ type: 'USED' })).toBe('Used');
    expect(listingConditionName({})).toBeUndefined();
  });
});
