import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SiteHeader } from './site-header';
import { HEADER_NAV } from './stories.fixtures';

const COUNTS = {
  saved: { href: '/my-autotrader/saved', label: 'Saved', count: 3 },
  notifications: {
    href: '/my-autotrader/notifications',
    label: 'Notifications',
    count: 2,
    accessibleLabel: 'Notifications, 2 unread',
  },
  myCars: { href: '/my-autotrader/my-cars', label: 'My Cars', count: 1 },
  compare: { href: '/cars-for-sale/compare', label: 'Compare', count: 4 },
} as const;

const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="140" height="32" viewBox="0 0 140 32"><rect width="140" height="32" rx="4" fill="#0b57d0"/><text x="70" y="22" font-family="sans-serif" font-size="16" font-weight="700" text-anchor="middle" fill="#fff">FORECOURT</text></svg>',
)}`;

const meta = {
  title: 'Search/SiteHeader',
  component: SiteHeader,
  args: { brand: 'Forecourt', navLinks: HEADER_NAV, onSignIn: fn(), onSignOut: fn() },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-out shopper: skip link, brand, main navigation and Sign in. */
export const SignedOut: Story = {};

/** A signed-in shopper: the greeting, the saved, notification, cars-I-own and compare counts, Sign out. */
export const SignedIn: Story = { args: { signedIn: true, userName: 'Dana', ...COUNTS } };

/** Signed in with every count at 0 (spec 000 s3 defaults): no badges. */
export const ZeroCounts: Story = {
  args: {
    signedIn: true,
    userName: 'Dana',
    saved: { ...COUNTS.saved, count: 0 },
    notifications: { ...COUNTS.notifications, count: 0, accessibleLabel: 'Notifications, 0 unread' },
    myCars: { ...COUNTS.myCars, count: 0 },
    compare: { ...COUNTS.compare, count: 0 },
  },
};

/** Sign in as a link (a page without JavaScript) rather than a button. */
export const SignInLink: Story = {
  args: { onSignIn: undefined, signInHref: '/my-autotrader/sign-in' },
};

/** The brand as a logo image with its own alt text. */
export const LogoBrand: Story = {
  args: { brand: <img src={logo} alt="Forecourt home" width={140} height={32} /> },
};

/** Only the brand: no navigation, counts or account control. */
export const BrandOnly: Story = { args: { navLinks: [], onSignIn: undefined, onSignOut: undefined } };

/** A long user name, large counts and a long brand name. */
export const LongText: Story = {
  args: {
    brand: 'Forecourt Hyundai Buy Online',
    signedIn: true,
    userName: 'Maximiliana Rodriguez-Fitzgerald',
    ...COUNTS,
    saved: { ...COUNTS.saved, count: 1_250 },
    notifications: { ...COUNTS.notifications, count: 99, accessibleLabel: 'Notifications, 99 unread' },
  },
};

/** Every section root as a nav link, plus an extra action (the wallet button). */
export const ManyItems: Story = {
  args: {
    ...COUNTS,
    navLinks: [
      ...HEADER_NAV,
      { href: '/cars-for-sale/advanced-search', label: 'Advanced Search' },
      { href: '/cars-for-sale/build-and-price', label: 'Build and Price' },
      { href: '/dealers', label: 'Dealers' },
      { href: '/my-autotrader', label: 'My Car' },
    ],
    actions: (
      <button type="button" className="fc-button fc-button--secondary">
        My Wallet
      </button>
    ),
  },
};

/** After a click on Sign in: onSignIn is called. */
export const SignsIn: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};
