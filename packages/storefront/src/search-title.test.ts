import { recentSearchHeading } from '@forecourt/saved-items';
import { describe, expect, it } from 'vitest';
import { searchTitle } from './search-title';

const FACETS = {
  listingType: [
    { value: 'USED', label: 'Used', count: 900 },
    { value: 'NEW', label: 'New', count: 300 },
  ],
  makeCode: [
    { value: 'HONDA', label: 'Honda', count: 412 },
    { value: 'TOYOTA', label: 'Toyota', count: 388 },
  ],
  modelCode: [{ value: 'CIVIC', label: 'Civic', count: 120 }],
};

describe('searchTitle: what a recent search is called', () => {
  it('names the listing type, makes and models in the facets’ words', () => {
    const title = searchTitle({ listingType: ['USED'], makeCode: ['HONDA'], modelCode: ['CIVIC'] }, FACETS);
    expect(title).toBe('Used Honda Civic for Sale');
    // "the ' for Sale' suffix is stripped" (spec 000 s5) where the list shows it.
    expect(recentSearchHeading(title)).toBe('Used Honda Civic');
  });

  it('lists several makes, and leaves out "all" listing types', () => {
    expect(searchTitle({ listingType: ['ALL'], makeCode: ['HONDA', 'TOYOTA'] }, FACETS)).toBe(
      'Honda, Toyota for Sale',
    );
  });

  it("\"A heading starting with 'Cars' becomes 'Multiple Car Search'\" for a search that names nothing", () => {
    const title = searchTitle({ listingType: ['ALL'] }, FACETS);
    expect(title).toBe('Cars for Sale');
    expect(recentSearchHeading(title)).toBe('Multiple Car Search');
  });

  it('falls back to the code of a value the facets do not label', () => {
    expect(searchTitle({ makeCode: ['LUCID'] }, FACETS)).toBe('LUCID for Sale');
  });
});
