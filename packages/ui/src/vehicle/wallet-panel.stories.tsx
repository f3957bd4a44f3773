import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WALLET_DEFAULTS, WALLET_FILLED } from './stories.fixtures';
import { WalletPanel, type WalletPanelProps } from './wallet-panel';
import { WALLET_TEXTS } from './wallet-texts';

const meta = {
  title: 'Vehicle/WalletPanel',
  component: WalletPanel,
  args: { values: WALLET_DEFAULTS, onChange: fn(), onSubmit: fn(), onClose: fn() },
  // The page keeps the draft (the wallet store) and passes it back; here the story's args do, so fields
  // respond.
  render: function Render(args: WalletPanelProps) {
    const [, updateArgs] = useArgs<WalletPanelProps>();
    return (
      <WalletPanel
        {...args}
        onChange={(field, value) => {
          args.onChange(field, value);
          updateArgs({ values: { ...args.values, [field]: value } });
        }}
      />
    );
  },
} satisfies Meta<typeof WalletPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new shopper: the spec's defaults (Very Good credit, 20 % down, 60-month loan). */
export const Defaults: Story = {};

/** A shopper's own wallet: monthly budget, cash down, a 72-month loan and a trade-in. */
export const Filled: Story = { args: { values: WALLET_FILLED } };

/** Leasing: the lease term and miles per year replace the loan term. */
export const Lease: Story = {
  args: { values: { ...WALLET_FILLED, paymentOption: 'lease', budgetType: 'total', budget: 32000 } },
};

/** Saving: the submit button is disabled. */
export const Saving: Story = { args: { values: WALLET_FILLED, submitting: true } };

/** Saved: the confirmation is announced. */
export const Saved: Story = { args: { values: WALLET_FILLED, status: 'saved' } };

/** The save failed (displayWalletErrorMessage, spec 002 section 8). */
export const SaveError: Story = { args: { values: WALLET_FILLED, status: 'error' } };

/** Errors the page found, under their fields. */
export const PageErrors: Story = {
  args: {
    values: { ...WALLET_FILLED, budget: 2500000, tradeInOwed: 12000 },
    errors: {
      budget: 'Enter a budget of $1,000,000 or less.',
      tradeInOwed: 'The amount owed is more than the trade-in value; the difference is added to the loan.',
    },
  },
};

/** Long choices: a lender with more loan terms, a term kept from another device, a long heading. */
export const ManyChoices: Story = {
  args: {
    values: { ...WALLET_DEFAULTS, loanTerm: 66 },
    loanTerms: [12, 24, 36, 48, 60, 72, 75, 84, 96],
    heading: 'Your wallet: budget, credit, down payment, terms and trade-in for every car you look at',
  },
};

/** A down payment above 100 %: saving is refused, the field says why and takes the focus. */
export const DownPaymentTooHigh: Story = {
  args: { values: { ...WALLET_DEFAULTS, downPaymentPercent: 120 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: WALLET_TEXTS.submit }));
    const percent = canvas.getByLabelText('Down payment percent');
    await expect(percent).toHaveFocus();
    await expect(percent).toHaveAccessibleDescription(WALLET_TEXTS.downPaymentPercentTooHigh);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
