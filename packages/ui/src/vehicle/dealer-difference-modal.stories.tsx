import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DealerDifferenceModal } from './dealer-difference-modal';
import {
  DEALER_DIFFERENCES,
  DEALER_HREF,
  DEALER_NAME,
  LONG_DEALER_DIFFERENCES,
  LONG_DEALER_NAME,
  MANY_DEALER_DIFFERENCES,
} from './modal-stories.fixtures';

const meta = {
  title: 'Vehicle/DealerDifferenceModal',
  component: DealerDifferenceModal,
  args: {
    dealerName: DEALER_NAME,
    items: DEALER_DIFFERENCES,
    dealerHref: DEALER_HREF,
    onClose: fn(),
  },
} satisfies Meta<typeof DealerDifferenceModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What sets the dealer apart, some items with a description, and a link to the dealer's page. */
export const Default: Story = {};

/** No dealer page to link to: the list alone. */
export const WithoutDealerLink: Story = { args: { dealerHref: undefined } };

/**
 * No items: the page only offers the modal for a listing with hasDealerDiff (spec 001 section 3), so this is what
 * a listing flagged without any items would show.
 */
export const Empty: Story = { args: { items: [] } };

/** A dealer with ten points, in the dealer's order. */
export const ManyItems: Story = { args: { items: MANY_DEALER_DIFFERENCES } };

/** A long dealer name in the heading, a long item title and a long description. */
export const LongText: Story = { args: { dealerName: LONG_DEALER_NAME, items: LONG_DEALER_DIFFERENCES } };

/** Escape asks the page to close the modal. */
export const ClosesOnEscape: Story = {
  play: async ({ args }) => {
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
