import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_CARS_PATH, pageRoute } from '../page-route';
import { searchOptionsQuery } from '../queries';
import { searchHref } from '../search-url';
import { ADVANCED_SEARCH_PATH, AdvancedSearchPage, advancedSearchQuery } from './advanced-search-page';
import { AUSTIN, advancedSearchHarness } from './advanced-search-page.fixtures';

type HarnessOptions = Parameters<typeof advancedSearchHarness>[0];

/** The page on the browser's router at its path, its form ready (the makes have loaded). */
async function renderInBrowser(options: HarnessOptions = {}) {
  window.history.replaceState(null, '', ADVANCED_SEARCH_PATH);
  const context = advancedSearchHarness(options);
  render(context.browserTree(<AdvancedSearchPage />));
  await screen.findByRole('option', { name: 'Honda' });
  return { context, user: userEvent.setup() };
}

const here = () => window.location.pathname + window.location.search;

describe('AdvancedSearchPage', () => {
  beforeEach(() => {
    // jsdom has no scrolling; a new page scrolls to the top.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it('has a title, a heading and a canonical link to its path', async () => {
    render(advancedSearchHarness().tree(<AdvancedSearchPage />));
    expect(screen.getByRole('heading', { level: 1, name: 'Advanced search' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Advanced search | Forecourt'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.example.com/cars-for-sale/advanced-search',
    );
  });

  it('offers the makes, the chosen make’s models and the body styles in the spec’s order', async () => {
    const { context, user } = await renderInBrowser();
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Make')).toEqual(['All makes', 'Honda', 'Toyota']);
    // "Body style order: Sedan, SUV, Truck, Coupe, Convertible, Wagon, Van, Hatchback" (spec 001 s9).
    expect(options('Body style')).toEqual([
      'All body styles',
      'Sedan',
      'SUV / Crossover',
      'Pickup',
      'Van / Minivan',
      'Hatchback',
      'Other',
    ]);
    expect(screen.getByRole('combobox', { name: 'Model' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'Toyota');
    expect(options('Model')).toEqual(['All models', 'Camry']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'Honda');
    expect(options('Model')).toEqual(['All models', 'Civic', 'Accord']);
    expect(context.getSearchOptions).toHaveBeenCalledTimes(1);
  });

  it("starts from the shopper's zip", async () => {
    await renderInBrowser({ location: AUSTIN });
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('78701');
    expect(screen.getByRole('combobox', { name: 'Distance' })).toHaveValue('50');
  });

  it('keeps a distance the shopper chose', async () => {
    await renderInBrowser({ location: { ...AUSTIN, searchRadius: 100, radiusChosen: true } });
    expect(screen.getByRole('combobox', { name: 'Distance' })).toHaveValue('100');
  });

  it('goes to the canonical results path of the search', async () => {
    const { user } = await renderInBrowser();
    await user.click(screen.getByRole('radio', { name: 'Used' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'Honda');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Model' }), 'Civic');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '78701');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const expected = searchHref({
      listingType: ['USED'],
      makeCode: ['HONDA'],
      modelCode: ['CIVIC'],
      zip: '78701',
    });
    await waitFor(() => expect(here()).toBe(expected));
    expect(expected).toBe('/cars-for-sale/used-cars/honda/civic?zip=78701');
  });

  it('carries every criterion to the results', async () => {
    const { user } = await renderInBrowser({ location: AUSTIN });
    await user.click(screen.getByRole('radio', { name: 'New' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Distance' }), '100 miles');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Body style' }), 'Sedan');
    await user.type(screen.getByRole('spinbutton', { name: 'Min price' }), '15000');
    await user.type(screen.getByRole('spinbutton', { name: 'Max price' }), '30000');
    await user.type(screen.getByRole('spinbutton', { name: 'Min year' }), '2020');
    await user.type(screen.getByRole('spinbutton', { name: 'Max year' }), '2020');
    await user.type(screen.getByRole('spinbutton', { name: 'Max mileage' }), '40000');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const expected = searchHref({
      listingType: ['NEW'],
      vehicleStyleCode: ['SEDAN'],
      zip: '78701',
      searchRadius: '100',
      minPrice: '15000',
      maxPrice: '30000',
      startYear: '2020',
      endYear: '2020',
      maxMileage: '40000',
    });
    await waitFor(() => expect(here()).toBe(expected));
    expect(window.location.pathname).toBe('/cars-for-sale/new-cars/sedan/cars-between-15000-and-30000/2020');
  });

  it('does not go anywhere while a min is above its max', async () => {
    const { user } = await renderInBrowser();
    await user.type(screen.getByRole('spinbutton', { name: 'Min price' }), '30000');
    await user.type(screen.getByRole('spinbutton', { name: 'Max price' }), '10000');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The min price must not be more than the max price.',
    );
    expect(here()).toBe(ADVANCED_SEARCH_PATH);
  });

  it('works without JavaScript: the form GETs the results page, which redirects to the same URL', async () => {
    const { user } = await renderInBrowser();
    await user.click(screen.getByRole('radio', { name: 'Used' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'Honda');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Model' }), 'Civic');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '78701');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Distance' }), '100 miles');
    const form = screen.getByRole('button', { name: 'Search' }).closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('action', ALL_CARS_PATH);
    expect(form).toHaveAttribute('method', 'get');
    const sent = new URLSearchParams(
      [...new FormData(form)].map(([key, value]) => [key, String(value)] as [string, string]),
    );
    const redirect = pageRoute(ALL_CARS_PATH, `?${sent}`, 'atc');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(here()).not.toBe(ADVANCED_SEARCH_PATH));
    expect(redirect).toEqual({ page: 'redirect', location: here() });
    expect(here()).toBe('/cars-for-sale/used-cars/honda/civic?searchRadius=100&zip=78701');
  });

  it('renders on the server with the makes it prefetched', async () => {
    const server = advancedSearchHarness({ location: AUSTIN });
    await server.queryClient.prefetchQuery(searchOptionsQuery(server.environment.api));
    const html = renderToString(server.tree(<AdvancedSearchPage />));
    expect(html).toContain('Advanced search');
    expect(html).toContain('>Toyota</option>');
    expect(html).toContain('value="78701"');
    expect(server.getSearchOptions).toHaveBeenCalledTimes(1);
  });
});

describe('advancedSearchQuery', () => {
  it.each([
    [
      'lists take one code each',
      { makeCode: 'HONDA', modelCode: 'CIVIC', vehicleStyleCode: 'SEDAN' },
      {
        makeCode: ['HONDA'],
        modelCode: ['CIVIC'],
        vehicleStyleCode: ['SEDAN'],
      },
    ],
    ['a condition is a listing type', { listingType: 'CERTIFIED' }, { listingType: ['CERTIFIED'] }],
    ["'ALL' is the results' default: no listing type", { listingType: 'ALL' }, {}],
    [
      'the default radius 50 is dropped (spec 001 s5)',
      { zip: '78701', searchRadius: '50' },
      { zip: '78701' },
    ],
    ['another radius stays, nationwide too', { searchRadius: '0' }, { searchRadius: '0' }],
    [
      'numbers stay strings',
      { minPrice: '1000', endYear: '2020', maxMileage: '40000' },
      {
        minPrice: '1000',
        endYear: '2020',
        maxMileage: '40000',
      },
    ],
  ] as const)('%s', (_, values, query) => {
    expect(advancedSearchQuery(values)).toEqual(query);
  });
});
