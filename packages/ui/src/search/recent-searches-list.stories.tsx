import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RecentSearchesList } from './recent-searches-list';
import { LONG_RECENT_SEARCH, MANY_RECENT_SEARCHES, RECENT_SEARCHES } from './stories.fixtures';

const meta = {
  title: 'Search/RecentSearchesList',
  component: RecentSearchesList,
  args: { items: RECENT_SEARCHES },
} satisfies Meta<typeof RecentSearchesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shopper's recent searches, newest first, with places and result counts. */
export const Default: Story = {};

/** With the Clear button. */
export const WithClear: Story = { args: { onClear: fn() } };

/** No searches yet: the empty text, and no Clear button. */
export const Empty: Story = { args: { items: [], onClear: fn() } };

/** A search of every segment: the longest heading and sub-heading, a seven-digit count. */
export const LongText: Story = { args: { items: [LONG_RECENT_SEARCH, ...RECENT_SEARCHES.slice(0, 2)] } };

/** Twelve searches. */
export const ManyItems: Story = { args: { items: MANY_RECENT_SEARCHES, onClear: fn() } };

/** Inside a section of its own: a third-level heading with the page's wording. */
export const CustomHeading: Story = {
  args: { heading: 'Pick up where you left off', headingLevel: 3 },
};

/** After a click on Clear: onClear is called. */
export const Clears: Story = {
  args: { onClear: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear recent searches' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};
