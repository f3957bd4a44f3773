import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PartnerOffers } from './partner-offers';
import { ATC_OFFERS, KBB_OFFERS } from './stories.fixtures';

const meta = {
  title: 'Vehicle/PartnerOffers',
  component: PartnerOffers,
  args: { offers: ATC_OFFERS, onOfferClick: fn() },
} satisfies Meta<typeof PartnerOffers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main brand's five offers in the spec's order; links open in a new window, with a hidden note. */
export const AllOffers: Story = {};

/** The valuation brand: a warranty offer and a credit report, then the insurance quote. */
export const ValuationBrand: Story = { args: { offers: KBB_OFFERS } };

/** A dealer without financing and sponsored car loans hidden (hideSponsoredCarLoans): three cards. */
export const FewOffers: Story = {
  args: {
    offers: ATC_OFFERS.filter((offer) => !['dealer-financing', 'sponsored-car-loans'].includes(offer.id)),
  },
};

/** A single card. */
export const OneOffer: Story = { args: { offers: ATC_OFFERS.slice(-1) } };

const FINE_PRINT =
  'Terms and conditions apply; offers are subject to credit approval and may change at any time without notice.';

/** Long titles, descriptions and link labels that wrap inside their cards. */
export const LongText: Story = {
  args: {
    offers: ATC_OFFERS.slice(0, 2).map((offer) => ({
      ...offer,
      title: `${offer.title} with exclusive rates for shoppers in Austin and the Texas Hill Country`,
      description: `${offer.description} ${FINE_PRINT}`,
      link: { ...offer.link, label: `${offer.link.label} and see every option available to you today` },
    })),
  },
};

/** Links that stay in this window: no "opens in new window" note. */
export const SameWindow: Story = { args: { openInNewWindow: false } };

/** No offer: the section is not rendered at all (the empty state). */
export const Empty: Story = { args: { offers: [] } };

/** Following an offer hands it back to the page for tracking. */
export const FollowOffer: Story = {
  args: {
    openInNewWindow: false,
    offers: ATC_OFFERS.map((offer) => ({ ...offer, link: { ...offer.link, href: '#' } })),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Get a quote' }));
    await expect(args.onOfferClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'insurance-quote' }));
  },
};
