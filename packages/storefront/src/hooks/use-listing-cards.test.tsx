import { SAMPLE_LISTINGS } from '@forecourt/mocks';
import { ResultsList } from '@forecourt/ui';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Listing } from '../listing-view';
import { pageHarness } from '../pages/page-harness';
import { useListingCardSlots, useListingCards } from './use-listing-cards';

const LISTINGS = SAMPLE_LISTINGS.slice(0, 3) as Listing[];

/** The listings, each counting the reads of its fields other than `id` (a card's view model reads many). */
function counted(listings: readonly Listing[]) {
  const reads = { count: 0 };
  const watched = listings.map(
    (listing) =>
      new Proxy(listing, {
        get(target, key, receiver) {
          if (key !== 'id') reads.count++;
          return Reflect.get(target, key, receiver);
        },
      }),
  );
  return { reads, watched };
}

function SlotList({ listings, show }: { listings: readonly Listing[]; show: boolean }) {
  const cards = useListingCardSlots(listings, []);
  return show ? <ResultsList cards={cards} totalCount={cards.length} /> : <p>{cards.length} cards</p>;
}

function PropsList({ listings }: { listings: readonly Listing[] }) {
  return <ResultsList listings={useListingCards(listings, [])} totalCount={listings.length} />;
}

describe('useListingCardSlots', () => {
  it("makes no card's view model in the list's own render: each card makes its own (issue 11)", () => {
    const { tree } = pageHarness({});
    const { reads, watched } = counted(LISTINGS);
    const { rerender } = render(tree(<SlotList listings={watched} show={false} />));
    expect(screen.getByText('3 cards')).toBeInTheDocument();
    expect(reads.count).toBe(0);

    rerender(tree(<SlotList listings={watched} show />));
    expect(reads.count).toBeGreaterThan(0);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
  });

  it("renders the same markup as useListingCards' props, so the server's HTML is unchanged", () => {
    const html = (page: React.ReactNode) => renderToString(pageHarness({}).tree(page));
    expect(html(<SlotList listings={LISTINGS} show />)).toBe(html(<PropsList listings={LISTINGS} />));
  });
});
