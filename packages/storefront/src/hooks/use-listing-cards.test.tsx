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

describe('the card payment', () => {
  it("prices on the wallet's credit band with the payments service's rates, as the vehicle page does (issue 29)", async () => {
    const { queryKeys } = await import('@forecourt/api-client');
    const { walletPayment } = await import('@forecourt/wallet');
    const { waitFor } = await import('@testing-library/react');
    const used = { ...LISTINGS[0], listingType: 'USED', pricingDetail: { salePrice: 15_995 } } as Listing;
    const reply = {
      rates: [{ creditType: 'f', condition: 'used', termMonths: 60, aprPercent: 20.99 }],
      payments: {},
      error: null,
    };
    const harness = pageHarness({});
    harness.queryClient.setQueryData([...queryKeys.payments.all, 'seen'], reply);
    harness.environment.stores.wallet.setState({ creditType: 'f' });
    render(harness.tree(<PropsList listings={[used]} />));
    const expected = walletPayment(
      { creditType: 'f' },
      { priceCents: 1_599_500, condition: 'used' },
      reply as never,
    );
    expect(expected?.aprPercent).toBe(20.99);
    const dollars = `$${Math.round((expected?.monthlyPaymentCents ?? 0) / 100)}`;
    await waitFor(() => expect(screen.getByText(new RegExp(`\\${dollars}`))).toBeInTheDocument());
    // Not the national average's figure (7.05 %), which the cards showed whatever the band.
    const average = walletPayment({ creditType: 'f' }, { priceCents: 1_599_500, condition: 'used' }, null);
    expect(
      screen.queryByText(new RegExp(`\\$${Math.round((average?.monthlyPaymentCents ?? 0) / 100)}\\b`)),
    ).toBeNull();
  });
});

describe('the condition on a card (issue 29)', () => {
  it.each(['atc', 'ford'] as const)(
    'says each condition in its own words on %s, a used car never "Certified"',
    (brand) => {
      const { tree } = pageHarness({}, { brand });
      const [first] = LISTINGS;
      const listings = (['USED', 'CERTIFIED', '3P_CERT', 'NEW'] as const).map(
        (listingType, index) =>
          ({
            ...first,
            id: `71000000${index}`,
            listingType,
            year: 2020,
            make: 'Ford',
            model: 'F-150',
          }) as Listing,
      );
      render(tree(<PropsList listings={listings} />));
      const cards = screen.getAllByRole('article');
      expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
        expect.stringMatching(/^Used 2020 Ford F-150/),
        expect.stringMatching(/^Certified 2020 Ford F-150/),
        expect.stringMatching(/^Third-party certified 2020 Ford F-150/),
        expect.stringMatching(/^New 2020 Ford F-150/),
      ]);
      expect(cards.map((card) => card.querySelector('.fc-listing-card__condition')?.textContent)).toEqual([
        'Used',
        'Certified by the maker',
        'Certified by a third party',
        'New',
      ]);
    },
  );
});

describe('budgetFit (spec 002 s3 "budget, monthlyBudget")', () => {
  it('marks a car by its payment against a monthly budget, by its price against a total one', async () => {
    const { budgetFit } = await import('./use-listing-cards');
    expect(budgetFit({ monthlyBudget: 300 }, 15_000, 29_999)).toBe('within');
    expect(budgetFit({ monthlyBudget: 300 }, 15_000, 30_001)).toBe('over');
    expect(budgetFit({ budget: 20_000 }, 19_500, 40_000)).toBe('within');
    expect(budgetFit({ budget: 20_000 }, 20_500, 10_000)).toBe('over');
    expect(budgetFit({}, 20_500, 10_000)).toBeUndefined();
    expect(budgetFit({ monthlyBudget: 300 }, undefined, null)).toBeUndefined();
  });
});
