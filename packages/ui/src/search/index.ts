export { addressLines, type DealerAddress, telHref } from './address';
export { AdvancedSearchForm, type AdvancedSearchFormProps } from './advanced-search-form';
export {
  ADVANCED_SEARCH_TEXTS,
  type AdvancedSearchCondition,
  type AdvancedSearchValues,
  CONDITION_OPTIONS,
} from './advanced-search-values';
export { type BreadcrumbItem, Breadcrumbs, type BreadcrumbsProps } from './breadcrumbs';
export {
  ALL_RESULTS_CATEGORY,
  CategoryTabs,
  type CategoryTabsProps,
  type ResultCategory,
} from './category-tabs';
export { DealerCard, type DealerCardProps } from './dealer-card';
export { DealerDetails, type DealerDetailsProps, type DealerHours } from './dealer-details';
export { DealerSearchForm, type DealerSearchFormProps, type DealerSearchValue } from './dealer-search-form';
export {
  FACET_OPTIONS_SHOWN,
  type FacetFilterGroup,
  type FacetOption,
  FILTER_TEXTS,
  type FilterGroup,
  FilterPanel,
  type FilterPanelProps,
  type RangeFilterGroup,
  type RangeValue,
} from './filter-panel';
export { countText, formatCount } from './format';
export { type LinkRenderProps, OPENS_IN_NEW_WINDOW, type RenderLink, renderPlainLink } from './link';
export {
  COMPARE_FULL_MESSAGE,
  ListingCard,
  type ListingCardProps,
} from './listing-card';
export {
  LOCATION_BAR_TEXTS,
  LocationBar,
  type LocationBarProps,
  type LocationBarValue,
  RADIUS_OPTIONS,
  type SearchedLocation,
} from './location-bar';
export { Pagination, type PaginationProps, pageWindow } from './pagination';
export {
  RecentSearchesList,
  type RecentSearchesListProps,
  type RecentSearchItem,
} from './recent-searches-list';
export {
  type RecentlyViewedItem,
  RecentlyViewedList,
  type RecentlyViewedListProps,
} from './recently-viewed-list';
export {
  RESULTS_TEXTS,
  type RelaxationSuggestion,
  type ResultCard,
  type ResultCardPlace,
  ResultsList,
  type ResultsListProps,
} from './results-list';
export { SearchForm, type SearchFormProps, type SearchFormValue, type SelectOption } from './search-form';
export { SiteFooter, type SiteFooterLink, type SiteFooterProps, type SiteFooterSection } from './site-footer';
export {
  SiteHeader,
  type SiteHeaderCount,
  type SiteHeaderNavLink,
  type SiteHeaderProps,
  SKIP_TO_CONTENT,
} from './site-header';
export { DEFAULT_SORT_OPTIONS, SortSelect, type SortSelectProps } from './sort-select';
export { ZIP_MESSAGES, ZIP_PATTERN, type ZipMessages, zipError } from './zip';
