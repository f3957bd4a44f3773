import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RESULTS_TEXTS, ResultsList } from './results-list';
import { SortSelect } from './sort-select';
import { LISTINGS, LONG_TITLE_LISTING, MANY_LISTINGS } from './stories.fixtures';

const meta = {
  title: 'Search/ResultsList',
  component: ResultsList,
  args: {
    listings: LISTINGS,
    totalCount: 1234,
    onRetry: fn(),
    onSuggestion: fn(),
    toolbar: <SortSelect value="relevance" onChange={fn()} />,
  },
} satisfies Meta<typeof ResultsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of results under the total count, with the sort select beside it. */
export const Default: Story = {};

/** One result: "1 result". */
export const OneResult: Story = { args: { listings: LISTINGS.slice(0, 1), totalCount: 1 } };

/** The first results are loading: placeholders only (spec 001 s4 initial-load). */
export const InitialLoad: Story = { args: { listings: [], totalCount: 0, initialLoad: true } };

/** A filter changed and the next results are loading: the list stays, marked busy. */
export const Refreshing: Story = { args: { loading: true } };

/** The fetch failed (spec 001 s4 fetch-error): the message and Try again. */
export const FetchError: Story = { args: { listings: [], totalCount: 0, fetchError: true } };

/** After Try again: onRetry is called. */
export const Retries: Story = {
  args: { listings: [], totalCount: 0, fetchError: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: RESULTS_TEXTS.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No cars match, nothing to suggest. */
export const Empty: Story = { args: { listings: [], totalCount: 0 } };

/** No cars match: nearby searches that find some, as links and as buttons. */
export const EmptyWithSuggestions: Story = {
  args: {
    listings: [],
    totalCount: 0,
    suggestions: [
      {
        key: 'radius',
        label: 'Search within 100 miles',
        count: 37,
        href: '/cars-for-sale/used-cars/honda/civic/austin-tx-78701?searchRadius=100',
      },
      { key: 'trim', label: 'Drop the trim', count: 212 },
      { key: 'price', label: 'Remove the price limit', count: 1 },
    ],
  },
};

/** A full page of 24 cars. */
export const ManyItems: Story = { args: { listings: MANY_LISTINGS, totalCount: 48_213 } };

/** The longest title and dealer name among the cards, and a long custom heading. */
export const LongText: Story = {
  args: {
    listings: [LONG_TITLE_LISTING, ...LISTINGS.slice(0, 2)],
    heading: (count) =>
      `${count.toLocaleString('en-US')} certified pre-owned cars within 500 miles of Rancho Santa Margarita, CA 92688`,
  },
};

/** Cards with the compare toggle, the compare list full. */
export const CompareFull: Story = {
  args: {
    listings: LISTINGS.map((listing, index) => ({
      ...listing,
      onCompareToggle: fn(),
      compareSelected: index < 2,
      compareFull: true,
    })),
  },
};
