// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  Breadcrumbs,
  CategoryTabs,
  DealerCard,
  DealerDetails,
  DealerSearchForm,
  FilterPanel,
  ListingCard,
  Pagination,
  RecentlyViewedList,
  RecentSearchesList,
  ResultsList,
  SearchForm,
  SiteFooter,
  SiteHeader,
  SortSelect,
} from './index';

const noop = () => {};
const listing = {
  id: '700000001',
  title: 'Used 2019 Honda Civic EX',
  href: '/cars-for-sale/vehicle/700000001',
};

// Pages render on the server: no component may touch window or document while rendering.
describe('server rendering', () => {
  it('renders every component without a DOM', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <>
        <SiteHeader brand="Forecourt" navLinks={[{ href: '/cars-for-sale', label: 'Cars for Sale' }]} />
        <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Results' }]} />
        <SearchForm makes={[]} onSubmit={noop} />
        <CategoryTabs />
        <FilterPanel
          groups={[{ kind: 'facets', key: 'makeCode', label: 'Make', options: [] }]}
          onToggle={noop}
          onRange={noop}
          onClear={noop}
        />
        <SortSelect value="relevance" onChange={noop} />
        <ResultsList listings={[listing]} totalCount={1} />
        <ListingCard {...listing} onCompareToggle={noop} compareFull />
        <Pagination page={1} pageCount={3} hrefForPage={(page) => `/p/${page}`} />
        <RecentSearchesList items={[]} />
        <RecentlyViewedList items={[]} />
        <DealerSearchForm makes={[]} onSubmit={noop} />
        <DealerCard name="Lone Star Motors" href="/car-dealers/12345" />
        <DealerDetails name="Lone Star Motors" />
        <SiteFooter copyright="© Forecourt" />
      </>,
    );
    expect(html).toContain('Skip to content');
    expect(html).toContain('Used 2019 Honda Civic EX');
    expect(html).toContain('href="/p/2"');
  });
});
