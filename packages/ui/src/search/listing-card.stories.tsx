import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ListingCard } from './listing-card';
import { CIVIC, LISTINGS, LONG_TITLE_LISTING } from './stories.fixtures';

const meta = {
  title: 'Search/ListingCard',
  component: ListingCard,
  args: CIVIC,
} satisfies Meta<typeof ListingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A used car from a dealer: photo, Great Deal, price, estimated payment, mileage, dealer and distance. */
export const Default: Story = {};

/** A good deal with a reduced price. */
export const GoodDealReducedPrice: Story = { args: { dealIndicator: 'Good', reducedPrice: true } };

/** A new car without a deal indicator or payment. */
export const NewCar: Story = { args: LISTINGS[2] };

/** No photo and no price yet: the placeholder and "Contact for price". */
export const NoPhotoNoPrice: Story = { args: LISTINGS[5] };

/** The longest derived title, a long dealer name and a far distance. */
export const LongText: Story = { args: LONG_TITLE_LISTING };

/** With the page's save toggle and the compare toggle. */
export const WithSaveAndCompare: Story = {
  args: {
    saveSlot: (
      <button type="button" className="fc-button fc-button--secondary" aria-pressed={false}>
        Save <span className="fc-visually-hidden">{CIVIC.title}</span>
      </button>
    ),
    onCompareToggle: fn(),
  },
};

/** The car is in the compare list: the toggle is pressed. */
export const CompareSelected: Story = { args: { onCompareToggle: fn(), compareSelected: true } };

/** The compare list holds five cars: the toggle is disabled and says why (spec 001 s9: maximum 5). */
export const CompareFull: Story = { args: { onCompareToggle: fn(), compareFull: true } };

/** After a click on Compare: the car is handed to onCompareToggle. */
export const TogglesCompare: Story = {
  args: { onCompareToggle: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Compare ${CIVIC.title}` }));
    await expect(args.onCompareToggle).toHaveBeenCalledWith(CIVIC.id, true);
  },
};
