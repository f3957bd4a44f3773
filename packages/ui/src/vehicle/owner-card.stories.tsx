import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OwnerCard } from './owner-card';
import { DEALER_ADDRESS, DEALER_HREF } from './stories.fixtures';

const meta = {
  title: 'Vehicle/OwnerCard',
  component: OwnerCard,
  args: {
    name: 'Lone Star Motors',
    address: DEALER_ADDRESS,
    phone: '(512) 555-0100',
    dealerHref: DEALER_HREF,
    onEmailOwner: fn(),
  },
} satisfies Meta<typeof OwnerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dealer: name, address, a phone link, the dealer's page and the e-mail button. */
export const Dealer: Story = {};

/** A private seller: no dealer page and no e-mail form (spec 001 section 6 hides it for private sellers). */
export const PrivateSeller: Story = {
  args: {
    name: 'Maria G.',
    privateSeller: true,
    address: { city: 'Denver', state: 'CO', zip: '80202' },
    phone: undefined,
    dealerHref: undefined,
    onEmailOwner: undefined,
  },
};

/** Only a name: the least a listing gives ('Dealer', spec 000 section 9). */
export const NameOnly: Story = {
  args: {
    name: 'Dealer',
    address: undefined,
    phone: undefined,
    dealerHref: undefined,
    onEmailOwner: undefined,
  },
};

/** A long dealer name and street that wrap. */
export const LongText: Story = {
  args: {
    name: 'Hendrick Chevrolet Buick GMC Cadillac of Northeast Kansas City at the Liberty Auto Mall',
    address: {
      address1: '8801 North Flintlock Road, Building C, Suite 200 (enter from the service drive)',
      city: 'Kansas City',
      state: 'MO',
      zip: '64157',
    },
    phone: '(816) 555-0187',
    dealerHref: '/car-dealers/kansas-city-mo-64157/56789/hendrick-chevrolet-buick-gmc-cadillac',
    dealerLinkText: 'See Hendrick Chevrolet Buick GMC Cadillac details and hours',
  },
};

/** Placed under a level-2 section: its own heading is a level 3, with the page's wording. */
export const NestedHeading: Story = {
  args: { headingLevel: 3, heading: 'Dealer', emailLabel: 'E-mail dealer' },
};

/** Opening the e-mail form from its button. */
export const EmailSeller: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'E-mail seller' }));
    await expect(args.onEmailOwner).toHaveBeenCalledTimes(1);
  },
};
