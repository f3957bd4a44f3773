import { ApiClientError } from '@forecourt/api-client';
import { dehydrate } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEALER_INVENTORY_QUERY } from '../dealer-view';
import { DEALER_TEXTS, DealerPage } from './dealer-page';
import {
  ACCORD,
  CAPITOL_HONDA,
  CIVIC,
  harness,
  PRIVATE_FIT,
  PRIVATE_SELLER,
  searchReply,
} from './dealer-pages.fixtures';
import { hydrateInBrowser } from './hydrate-in-browser';

const PATH = '/car-dealers/austin-tx-78701/50001/capitol-honda';
const never = () => new Promise<never>(() => undefined);

function renderDealer(dealerId = '50001', calls: Parameters<typeof harness>[0] = {}) {
  const context = harness({
    searchListings: async () => searchReply([CIVIC, ACCORD], [CAPITOL_HONDA], 42),
    ...calls,
  });
  render(context.tree(<DealerPage dealerId={dealerId} />, { pathname: PATH, search: '' }));
  return context;
}

describe('DealerPage', () => {
  it("shows the dealer's owner record from a search of its listings", async () => {
    const { searchListings } = renderDealer();
    const name = await screen.findByRole('heading', { level: 1, name: 'Capitol Honda' });
    expect(searchListings).toHaveBeenCalledTimes(1);
    expect(searchListings.mock.calls[0]?.[0]).toEqual({ query: { numRecords: 12, dealerId: '50001' } });
    expect(DEALER_INVENTORY_QUERY).toEqual({ numRecords: 12 });

    const details = name.closest('article') as HTMLElement;
    expect(within(details).getByText('100 Congress Ave')).toBeInTheDocument();
    expect(within(details).getByText('Austin, TX 78701')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call (512) 555-0100' })).toHaveAttribute(
      'href',
      'tel:5125550100',
    );
    // The seeded website is a bare domain: it becomes an absolute address, not a link relative to this page.
    const website = screen.getByRole('link', { name: /Visit dealer website/ });
    expect(website).toHaveAttribute('href', 'https://capitolhonda78701.example');
    expect(website).toHaveAttribute('target', '_blank');
  });

  it("lists the dealer's first cars as listing cards and links to all of them in the results", async () => {
    renderDealer();
    expect(await screen.findByRole('heading', { level: 2, name: '42 cars for sale' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Used 2020 Honda Civic EX' })).toHaveAttribute(
      'href',
      '/cars-for-sale/vehicle/700001',
    );
    expect(screen.getByRole('link', { name: 'Used 2019 Honda Accord Sport' })).toBeInTheDocument();
    expect(screen.getByText('$18,995')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 42 cars' })).toHaveAttribute(
      'href',
      '/cars-for-sale/searchresults.xhtml?dealerId=50001',
    );
  });

  it('has a title, breadcrumbs through the dealers of its city, and its canonical path', async () => {
    renderDealer();
    await screen.findByRole('heading', { level: 1, name: 'Capitol Honda' });
    await waitFor(() => expect(document.title).toBe('Capitol Honda | Car dealer in Austin, TX | Forecourt'));
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Home',
      'Car dealers',
      'Car dealers near Austin, TX',
      'Capitol Honda',
    ]);
    expect(trail.getByRole('link', { name: 'Car dealers' })).toHaveAttribute('href', '/car-dealers');
    expect(trail.getByRole('link', { name: 'Car dealers near Austin, TX' })).toHaveAttribute(
      'href',
      '/car-dealers/austin-tx',
    );
    expect(trail.getByText('Capitol Honda')).toHaveAttribute('aria-current', 'page');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `https://www.example.com${PATH}`,
    );
  });

  it('shows the loading state while the listings load', () => {
    renderDealer('50001', { searchListings: never });
    expect(screen.getByRole('status')).toHaveTextContent(DEALER_TEXTS.loading);
    expect(screen.getByRole('heading', { level: 1, name: 'Loading the dealer' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Dealer');
  });

  it('says when the listings cannot be loaded and tries again on request', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderDealer('50001', {
      searchListings: async () => {
        calls += 1;
        if (calls === 1) throw new ApiClientError('HTTP_STATUS', 'searchListings', 'down', { status: 503 });
        return searchReply([CIVIC], [CAPITOL_HONDA]);
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this dealer.");
    expect(screen.getByRole('heading', { level: 1, name: 'Dealer details' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Capitol Honda' })).toBeInTheDocument();
  });

  it('has no page for a dealer with no listing', async () => {
    renderDealer('59999', { searchListings: async () => searchReply([], []) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find that dealer' }),
    ).toBeVisible();
    expect(screen.getByText(/The dealer may have no cars listed right now\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find car dealers' })).toHaveAttribute('href', '/car-dealers');
    await waitFor(() => expect(document.title).toBe('We could not find that dealer | Forecourt'));
  });

  it('has no page for a private seller', async () => {
    renderDealer(PRIVATE_SELLER.id, {
      searchListings: async () => searchReply([PRIVATE_FIT], [PRIVATE_SELLER]),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find that dealer' }),
    ).toBeVisible();
    expect(screen.queryByText('Pat Smith')).not.toBeInTheDocument();
  });

  it('renders on the server what the browser renders first, and the browser does not fetch again', async () => {
    const server = harness({ searchListings: async () => searchReply([CIVIC, ACCORD], [CAPITOL_HONDA], 42) });
    await server.queryClient.prefetchQuery(
      server.environment.queries.dealerListings('50001', DEALER_INVENTORY_QUERY),
    );
    const location = { pathname: PATH, search: '' };
    const html = renderToString(server.tree(<DealerPage dealerId="50001" />, location));
    expect(html).toContain('Capitol Honda');
    expect(html).toContain('Used 2020 Honda Civic EX');

    const { container, onRecoverableError, unmount } = await hydrateInBrowser(html, {
      page: <DealerPage dealerId="50001" />,
      state: dehydrate(server.queryClient),
      environment: server.environment,
      location,
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toContain('See all 42 cars');
    expect(server.searchListings).toHaveBeenCalledTimes(1);
    unmount();
  });
});
