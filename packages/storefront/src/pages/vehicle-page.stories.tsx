import { errorReply, neverReply, SOLD_LISTING_ID } from '@forecourt/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NOT_FOUND_TEXTS } from '../seo/page-head';
import { pageParameters, pageStory } from './page-story';
import { VehiclePage } from './vehicle-page';

const WAIT = { timeout: 10_000 };
/** A used 2021 Honda Civic EX at Lone Star Honda in Austin: a great deal, price reduced, three photos. */
const CIVIC = '712300001';
/** A 2018 Mazda CX-5 Touring sold by Maria Lopez in Phoenix: a private seller, so no e-mail form. */
const PRIVATE_CX5 = '712300012';
const vehiclePath = (id: string) => `/cars-for-sale/vehicle/${id}`;

const meta = {
  title: 'Pages/Vehicle details',
  component: VehiclePage,
  decorators: [pageStory],
  args: { id: CIVIC },
  parameters: pageParameters({ path: vehiclePath(CIVIC) }),
} satisfies Meta<typeof VehiclePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dealer's listing: photos, price and deal, price history, specifications, payment, the dealer, offers. */
export const DealerListing: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: /2021 Honda Civic EX/ }, WAIT);
    await canvas.findByRole('button', { name: 'E-mail the seller' }, WAIT);
  },
};

/** A private seller's listing: the seller's phone, no e-mail form, no dealer page. */
export const PrivateSeller: Story = {
  args: { id: PRIVATE_CX5 },
  parameters: pageParameters({ path: vehiclePath(PRIVATE_CX5) }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: /2018 Mazda CX-5 Touring/ }, WAIT);
  },
};

/** A listing id never listed (a wrong link): the server answers 404. */
export const ListingNotFound: Story = {
  args: { id: '799999999' },
  parameters: pageParameters({ path: vehiclePath('799999999') }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: NOT_FOUND_TEXTS.vehicleHeading }, WAIT);
  },
};

/** A listing that sold: the server answers 410; the page says so and shows cars of its make and model. */
export const ListingSold: Story = {
  args: { id: SOLD_LISTING_ID },
  parameters: pageParameters({ path: vehiclePath(SOLD_LISTING_ID) }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: NOT_FOUND_TEXTS.goneHeading }, WAIT);
    await canvas.findByRole('heading', { level: 2, name: 'Similar Honda Civic for sale' }, WAIT);
  },
};

/** The listing service failed. */
export const ApiError: Story = {
  parameters: pageParameters({ path: vehiclePath(CIVIC) }, { getListingsByIds: errorReply(500) }),
  play: async ({ canvas }) => {
    await canvas.findByRole('alert', {}, WAIT);
  },
};

/** The listing is on its way. */
export const Loading: Story = {
  parameters: pageParameters({ path: vehiclePath(CIVIC) }, { getListingsByIds: neverReply() }),
  play: async ({ canvas }) => {
    await canvas.findByText('Loading the vehicle…', {}, WAIT);
  },
};
