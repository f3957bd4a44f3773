import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ListingCard,
  type ListingCardProps,
  RESULTS_TEXTS,
  type ResultCard,
  type ResultCardPlace,
  ResultsList,
} from './index';

const listings: ListingCardProps[] = [
  {
    id: '700000001',
    title: 'Used 2019 Honda Civic EX',
    href: '/cars-for-sale/vehicle/700000001',
    price: '$18,995',
  },
  {
    id: '700000002',
    title: 'New 2024 Toyota Camry LE',
    href: '/cars-for-sale/vehicle/700000002',
    price: '$27,515',
  },
];

describe('ResultsList', () => {
  it('heads the results with the total count and lists the cards', () => {
    render(<ResultsList listings={listings} totalCount={1234} />);
    expect(screen.getByRole('heading', { level: 2, name: '1,234 results' })).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Used 2019 Honda Civic EX',
    );
    expect(screen.getByRole('link', { name: 'New 2024 Toyota Camry LE' })).toHaveAttribute(
      'href',
      '/cars-for-sale/vehicle/700000002',
    );
  });

  it('renders cards the caller makes in place of listings, giving each its place in the list', () => {
    const places: ResultCardPlace[] = [];
    const cards: ResultCard[] = listings.map((listing) => ({
      id: listing.id,
      render: (place) => {
        places.push(place);
        return <ListingCard {...place} {...listing} imageSrc={`/media/${listing.id}.svg`} />;
      },
    }));
    render(<ResultsList cards={cards} totalCount={2} headingLevel={1} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1] as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      'New 2024 Toyota Camry LE',
    );
    expect(places.map(({ headingLevel, firstInView }) => ({ headingLevel, firstInView }))).toEqual([
      { headingLevel: 2, firstInView: true },
      { headingLevel: 2, firstInView: false },
    ]);
    // Cards count as results: the list is not "no cars match" while a page of them is shown.
    expect(screen.queryByText(RESULTS_TEXTS.emptyHeading)).not.toBeInTheDocument();
  });

  it("fetches the first card's photo at once and first, the others lazily (a phone's largest paint)", () => {
    const withPhotos = listings.map((listing) => ({ ...listing, imageSrc: `/media/${listing.id}.svg` }));
    render(<ResultsList listings={withPhotos} totalCount={2} />);
    const [first, second] = screen.getAllByRole('img') as HTMLImageElement[];
    expect(first).not.toHaveAttribute('loading');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });

  it('says "1 result" for one', () => {
    render(<ResultsList listings={listings.slice(0, 1)} totalCount={1} />);
    expect(screen.getByRole('heading', { name: '1 result' })).toBeInTheDocument();
  });

  it('shows placeholders, busy, on the initial load', () => {
    const { container } = render(<ResultsList listings={[]} totalCount={0} initialLoad />);
    expect(container.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(RESULTS_TEXTS.loading);
    expect(container.querySelectorAll('.fc-results__skeleton')).toHaveLength(6);
    expect(screen.queryByText(RESULTS_TEXTS.emptyHeading)).toBeNull();
  });

  it('keeps the results, marked busy, while a new search loads', () => {
    const { container } = render(<ResultsList listings={listings} totalCount={2} loading />);
    expect(container.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Updating results…')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows a fetch error with a retry button', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ResultsList listings={[]} totalCount={0} fetchError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the results.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('names the search that found nothing when the page gives its heading', () => {
    render(
      <ResultsList listings={[]} totalCount={0} emptyHeading="No used Honda CR-V for sale in Houston, TX" />,
    );
    expect(
      screen.getByRole('heading', { name: 'No used Honda CR-V for sale in Houston, TX' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(RESULTS_TEXTS.emptyHeading)).toBeNull();
  });

  it('offers the relaxations when nothing matches, as links or buttons', async () => {
    const user = userEvent.setup();
    const onSuggestion = vi.fn();
    const trim = { key: 'trimCode', label: 'Drop the trim', count: 12 };
    render(
      <ResultsList
        listings={[]}
        totalCount={0}
        suggestions={[
          {
            key: 'searchRadius',
            label: 'Search within 100 miles',
            count: 42,
            href: '/cars-for-sale?searchRadius=100',
          },
          trim,
          { key: 'year', label: 'Any year', count: 1 },
        ]}
        onSuggestion={onSuggestion}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No cars match your search' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Search within 100 miles (42 cars)' })).toHaveAttribute(
      'href',
      '/cars-for-sale?searchRadius=100',
    );
    expect(screen.getByRole('button', { name: 'Any year (1 car)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Drop the trim (12 cars)' }));
    expect(onSuggestion).toHaveBeenCalledWith(trim);
  });

  it('suggests widening the search when there are no relaxations', () => {
    render(<ResultsList listings={[]} totalCount={0} />);
    expect(screen.getByText(RESULTS_TEXTS.emptyNoSuggestions)).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renders the toolbar beside the heading', () => {
    render(<ResultsList listings={listings} totalCount={2} toolbar={<button type="button">Sort</button>} />);
    expect(screen.getByRole('button', { name: 'Sort' })).toBeInTheDocument();
  });
});
