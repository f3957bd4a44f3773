import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { fn } from 'storybook/test';
import { formatNumber } from './format';
import { Choice, NumberField, TermSelect } from './wallet-fields';
import { LEASE_MILEAGES, LOAN_TERMS } from './wallet-panel';
import { WALLET_TEXTS } from './wallet-texts';

// The wallet form's field pieces, each as the wallet panel uses it: inside the panel's box, which gives them
// the brand's font and colours. The panel keeps the values; here the story's args do, so the choices respond.
const meta = {
  title: 'Vehicle/WalletFields',
  component: NumberField,
  subcomponents: { Choice, TermSelect },
  decorators: [
    (Story) => (
      <div className="fc-wallet">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

const budget = {
  id: 'wallet-budget',
  name: 'budget',
  label: 'Monthly budget',
  unit: '$',
  error: undefined,
  children: (props) => <input {...props} defaultValue="450" />,
} satisfies Story['args'];

/** A money field: the dollar sign before the input, shown but not read out. */
export const MoneyField: Story = { args: budget };

/** A percent field: the sign after the input. */
export const PercentField: Story = {
  args: {
    ...budget,
    id: 'wallet-down-payment-percent',
    name: 'downPaymentPercent',
    label: 'Down payment percent',
    unit: '%',
    children: (props) => <input {...props} defaultValue="20" />,
  },
};

/** A field with its error, tied to the input as its description. */
export const FieldError: Story = {
  args: {
    ...budget,
    id: 'wallet-down-payment-percent',
    name: 'downPaymentPercent',
    label: 'Down payment percent',
    unit: '%',
    error: WALLET_TEXTS.downPaymentPercentTooHigh,
    children: (props) => <input {...props} defaultValue="120" />,
  },
};

/** An empty field with a long label and a long error. */
export const LongText: Story = {
  args: {
    ...budget,
    id: 'wallet-trade-in-owed',
    name: 'tradeInOwed',
    label: 'Amount you still owe on your trade-in, from your latest loan statement',
    error:
      'The amount owed is more than the trade-in value; the difference is added to the loan you take out.',
    children: (props) => <input {...props} defaultValue="" />,
  },
};

/** The radio choice, inside its fieldset as in the panel: monthly payment or total price. */
export const BudgetChoice: StoryObj<typeof Choice> = {
  args: {
    name: 'budgetType',
    value: 'monthly',
    options: [
      ['monthly', 'Monthly payment'],
      ['total', 'Total price'],
    ],
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <fieldset className="fc-wallet__group">
        <legend>Budget</legend>
        <Story />
      </fieldset>
    ),
  ],
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    return (
      <Choice
        {...args}
        onChange={(value) => {
          args.onChange(value);
          updateArgs({ value });
        }}
      />
    );
  },
};

/** A term select with the loan terms in months. */
export const LoanTerm: StoryObj<typeof TermSelect> = {
  args: {
    id: 'wallet-loan-term',
    name: 'loanTerm',
    label: 'Loan term',
    value: 60,
    options: LOAN_TERMS,
    format: (months) => `${months} months`,
    onChange: fn(),
  },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    return (
      <TermSelect
        {...args}
        onChange={(value) => {
          args.onChange(value);
          updateArgs({ value });
        }}
      />
    );
  },
};

/** Miles per year for a lease. */
export const LeaseMileage: StoryObj<typeof TermSelect> = {
  ...LoanTerm,
  args: {
    id: 'wallet-lease-mileage',
    name: 'leaseMileage',
    label: 'Miles per year',
    value: 12000,
    options: LEASE_MILEAGES,
    format: (miles) => `${formatNumber(miles)} miles`,
    onChange: fn(),
  },
};

/** A term set on another device that is not among the choices: kept and shown, not silently changed. */
export const TermFromAnotherDevice: StoryObj<typeof TermSelect> = {
  ...LoanTerm,
  args: { ...LoanTerm.args, value: 66 },
};
