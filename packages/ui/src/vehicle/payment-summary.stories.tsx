import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentSummary } from './payment-summary';
import { CIVIC_LEASE_FALLBACK, CIVIC_PAYMENT } from './stories.fixtures';

const meta = {
  title: 'Vehicle/PaymentSummary',
  component: PaymentSummary,
  args: { status: 'ready', payment: CIVIC_PAYMENT, onEditWallet: fn(), onRetry: fn() },
} satisfies Meta<typeof PaymentSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The payment on the shopper's own wallet terms. */
export const FromWallet: Story = { args: { basedOnWallet: true } };

/** No wallet yet: the payment on typical terms, with an invitation to set one up. */
export const TypicalTerms: Story = {};

/** A lease priced on the national average rate, the payments service having given no rate. */
export const FallbackRate: Story = { args: { payment: CIVIC_LEASE_FALLBACK } };

/** Calculating: the section is busy. */
export const Loading: Story = { args: { status: 'loading', payment: undefined } };

/** The payment could not be calculated: the error, with a retry. */
export const ErrorState: Story = { args: { status: 'error', payment: undefined } };

/** A large payment and a page's own long heading. */
export const LongText: Story = {
  args: {
    heading: 'Estimated monthly payment for this Certified 2022 Ford F-150 Lariat SuperCrew',
    payment: { monthlyPayment: '$1,284', termMonths: 84, aprPercent: 11.49, downPayment: '$12,500' },
    basedOnWallet: true,
  },
};

/** Retrying after the error. */
export const Retry: Story = {
  args: { status: 'error', payment: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
