import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SignInPrompt } from './sign-in-prompt';

const meta = {
  title: 'Shell/SignInPrompt',
  component: SignInPrompt,
  args: {
    siteName: 'Forecourt Values',
    signInHref: '/auth/login?returnTo=%2F',
    dismissAction: '/sign-in-offer/not-now',
    returnTo: '/',
    onDismiss: fn(),
  },
} satisfies Meta<typeof SignInPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The valuation brand's offer to an anonymous shopper. */
export const Offered: Story = {};

/** A long white-label site name wraps inside the box. */
export const LongSiteName: Story = {
  args: { siteName: 'Forecourt Values Hyundai Buy Online Certified Marketplace' },
};
