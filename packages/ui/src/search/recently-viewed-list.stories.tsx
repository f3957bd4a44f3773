import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecentlyViewedList } from './recently-viewed-list';
import { LONG_TITLE_LISTING, MANY_RECENTLY_VIEWED, RECENTLY_VIEWED } from './stories.fixtures';

const meta = {
  title: 'Search/RecentlyViewedList',
  component: RecentlyViewedList,
  args: { items: RECENTLY_VIEWED },
} satisfies Meta<typeof RecentlyViewedList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four cars the shopper opened, with photos and prices. */
export const Default: Story = {};

/** Nothing viewed yet: the empty text. */
export const Empty: Story = { args: { items: [] } };

/** Cars without a photo or a price. */
export const NoPhotosOrPrices: Story = {
  args: { items: RECENTLY_VIEWED.map(({ imageSrc: _image, price: _price, ...item }) => item) },
};

/** The longest derived title. */
export const LongText: Story = {
  args: {
    items: [
      {
        id: LONG_TITLE_LISTING.id,
        title: LONG_TITLE_LISTING.title,
        href: LONG_TITLE_LISTING.href,
        imageSrc: LONG_TITLE_LISTING.imageSrc,
        price: LONG_TITLE_LISTING.price,
      },
      ...RECENTLY_VIEWED.slice(0, 2),
    ],
  },
};

/** Twelve cars. */
export const ManyItems: Story = { args: { items: MANY_RECENTLY_VIEWED } };
