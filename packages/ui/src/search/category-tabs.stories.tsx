import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CategoryTabs } from './category-tabs';
import { CATEGORIES, MANY_CATEGORIES } from './stories.fixtures';

const meta = {
  title: 'Search/CategoryTabs',
  component: CategoryTabs,
  args: { onSelect: fn() },
} satisfies Meta<typeof CategoryTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No categories given: only the spec's default, All Results, active. */
export const Default: Story = {};

/** Categories with counts as toggle buttons; All Results is active. */
export const WithCounts: Story = { args: { categories: CATEGORIES } };

/** Crawlable links, the Used category being the page shown. */
export const AsLinks: Story = {
  args: {
    activeKey: 'used',
    categories: CATEGORIES.map((category) => ({
      ...category,
      href: category.key === 'all' ? '/cars-for-sale/all-cars' : `/cars-for-sale/${category.key}-cars`,
    })),
  },
};

/** A list without All Results gets it first; an unknown active key falls back to it. */
export const UnknownActiveKey: Story = {
  args: { categories: CATEGORIES.slice(1), activeKey: 'third-party-certified' },
};

/** Every experience and seller type: the row wraps. */
export const ManyCategories: Story = { args: { categories: MANY_CATEGORIES, activeKey: 'best-deals' } };

/** Long labels and large counts. */
export const LongLabels: Story = {
  args: {
    categories: [
      { key: 'all', label: 'All Results', count: 1_048_576 },
      { key: 'third-party-certified', label: 'Third Party Certified Pre-Owned', count: 23_417 },
      { key: 'hyundai-buy-online', label: 'Hyundai Buy Online with Home Delivery', count: 9_210 },
    ],
  },
};

/** After a click: the chosen category is handed to onSelect. */
export const SelectsCategory: Story = {
  args: { categories: CATEGORIES },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Certified (67)' }));
    await expect(args.onSelect).toHaveBeenCalledWith('certified');
  },
};
