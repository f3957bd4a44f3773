import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PreorderPanel } from './preorder-panel';
import { carPhoto, MANY_PILOT_DEALERS, PILOT_DEALERS, PILOT_TRIMS } from './stories.fixtures';

const meta = {
  title: 'Vehicle/PreorderPanel',
  component: PreorderPanel,
  args: {
    title: '2026 Honda Pilot',
    nationalMsrp: '$40,200',
    image: { src: carPhoto('#5f6b76'), alt: 'Gray 2026 Honda Pilot' },
    trims: PILOT_TRIMS.slice(0, 3),
    dealers: PILOT_DEALERS,
    onSelectTrim: fn(),
    onRequestOrder: fn(),
  },
} satisfies Meta<typeof PreorderPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** National MSRP, trims to choose from, and the dealers that take custom orders. */
export const Default: Story = {};

/** A trim chosen: its button is pressed. */
export const TrimSelected: Story = { args: { selectedTrimId: 'HONDA-PILOT-2026-Trim-EXL' } };

/** Display only: the trims as a plain list and no order buttons, when the page gives no callbacks. */
export const ReadOnly: Story = { args: { onSelectTrim: undefined, onRequestOrder: undefined } };

/** Dealers loading: the trims stay ("Loading clears listings but keeps trim entries"). */
export const LoadingDealers: Story = { args: { loading: true } };

/** No dealer nearby takes custom orders, and no trims are known. */
export const Empty: Story = { args: { trims: [], dealers: [], image: undefined } };

/** The page's own text where the dealers go, when it has no ZIP to search from. */
export const NoZip: Story = {
  args: { dealers: [], noDealersText: 'Enter your ZIP code to see dealers near you.' },
};

/** Every trim and nine dealers. */
export const ManyItems: Story = { args: { trims: PILOT_TRIMS, dealers: MANY_PILOT_DEALERS } };

/** Long model, trim and dealer names. */
export const LongText: Story = {
  args: {
    title: '2026 Mercedes-Benz G-Class AMG G 63 4MATIC SUV Grand Edition',
    nationalMsrp: '$179,000',
    image: undefined,
    trims: [
      {
        id: 'MB-G-2026-Trim-G550',
        name: 'G 550 4MATIC SUV with Exclusive Interior Package Plus',
        msrp: '$148,250',
      },
      { id: 'MB-G-2026-Trim-G63', name: 'AMG G 63 4MATIC SUV Grand Edition Manufaktur', msrp: '$179,000' },
    ],
    dealers: [
      {
        id: '98765',
        name: 'Mercedes-Benz of Beverly Hills Authorized Sales, Service and Collision Center',
        location: 'Beverly Hills, CA 90211',
        distance: '3 mi away',
        phone: '(310) 555-0123',
        href: '/car-dealers/beverly-hills-ca-90211/98765/mercedes-benz-of-beverly-hills',
      },
    ],
  },
};

/** Choosing a trim and asking a dealer for a custom order. */
export const RequestOrder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'EX-L $44,300' }));
    await expect(args.onSelectTrim).toHaveBeenCalledWith(PILOT_TRIMS[1]);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Request a custom order from Round Rock Honda' }),
    );
    await expect(args.onRequestOrder).toHaveBeenCalledWith(PILOT_DEALERS[1]);
  },
};
