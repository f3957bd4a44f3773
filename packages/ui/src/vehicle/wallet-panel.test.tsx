import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  validateWalletValues,
  WALLET_TEXTS,
  WalletPanel,
  type WalletPanelProps,
  type WalletPanelValues,
} from './index';

// The spec's payment defaults (spec 002 section 3): credit type b, 20 % down, loan 60, lease 36, 12000 miles.
const defaults: WalletPanelValues = {
  budgetType: 'monthly',
  budget: null,
  creditType: 'b',
  downPaymentType: 'percent',
  downPayment: null,
  downPaymentPercent: 20,
  paymentOption: 'finance',
  loanTerm: 60,
  leaseTerm: 36,
  leaseMileage: 12000,
  tradeInValue: null,
  tradeInOwed: null,
};

function Harness(props: Partial<WalletPanelProps> & { onField?: (field: string, value: unknown) => void }) {
  const [values, setValues] = useState(defaults);
  return (
    <WalletPanel
      values={values}
      onChange={(field, value) => {
        props.onField?.(field, value);
        setValues((current) => ({ ...current, [field]: value }));
      }}
      onSubmit={props.onSubmit ?? (() => {})}
      {...props}
    />
  );
}

describe('WalletPanel', () => {
  it('is a drawer region with a heading and the credit bands of spec 002', () => {
    render(<Harness />);
    const region = screen.getByRole('region', { name: 'Your wallet' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Your wallet' })).toBeInTheDocument();
    const credit = screen.getByRole('combobox', { name: 'Credit score' });
    expect(credit).toHaveValue('b');
    expect(
      within(credit)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Excellent (740-900)',
      'Very Good (700-739)',
      'Good (670-699)',
      'Fair (630-669)',
      'Rebuilding (580-629)',
      'Needs Work (below 580)',
    ]);
    expect(screen.getByLabelText('Loan term')).toHaveValue('60');
    expect(screen.getByLabelText('Down payment percent')).toHaveValue('20');
  });

  it('reports each field as it changes, with numbers parsed from what is typed', async () => {
    const user = userEvent.setup();
    const onField = vi.fn();
    render(<Harness onField={onField} />);
    await user.type(screen.getByLabelText('Monthly budget'), '4,5x0');
    expect(onField).toHaveBeenLastCalledWith('budget', 450);
    expect(screen.getByLabelText('Monthly budget')).toHaveValue('450');
    await user.click(screen.getByRole('radio', { name: 'Total price' }));
    expect(onField).toHaveBeenLastCalledWith('budgetType', 'total');
    expect(screen.getByLabelText('Total budget')).toHaveValue('450');
    await user.selectOptions(screen.getByLabelText('Credit score'), 'Fair (630-669)');
    expect(onField).toHaveBeenLastCalledWith('creditType', 'd');
    await user.clear(screen.getByLabelText('Total budget'));
    expect(onField).toHaveBeenLastCalledWith('budget', null);
  });

  it('switches the down payment between amount and percent', async () => {
    const user = userEvent.setup();
    const onField = vi.fn();
    render(<Harness onField={onField} />);
    await user.click(screen.getByRole('radio', { name: 'Amount ($)' }));
    expect(screen.queryByLabelText('Down payment percent')).toBeNull();
    await user.type(screen.getByLabelText('Down payment amount'), '3000');
    expect(onField).toHaveBeenLastCalledWith('downPayment', 3000);
  });

  it('shows the lease term and miles for a lease, the loan term for finance', async () => {
    const user = userEvent.setup();
    const onField = vi.fn();
    render(<Harness onField={onField} />);
    await user.click(screen.getByRole('radio', { name: 'Lease' }));
    expect(screen.queryByLabelText('Loan term')).toBeNull();
    expect(screen.getByLabelText('Lease term')).toHaveValue('36');
    await user.selectOptions(screen.getByLabelText('Miles per year'), '15,000 miles');
    expect(onField).toHaveBeenLastCalledWith('leaseMileage', 15000);
    await user.selectOptions(screen.getByLabelText('Lease term'), '24 months');
    expect(onField).toHaveBeenLastCalledWith('leaseTerm', 24);
  });

  it('submits the typed values from the keyboard, trade-in included', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Trade-in value'), '8000');
    await user.type(screen.getByLabelText('Amount owed on trade-in'), '2500{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ ...defaults, tradeInValue: 8000, tradeInOwed: 2500 });
  });

  it('refuses a down payment above 100 percent, focusing the field, until corrected', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const percent = screen.getByLabelText('Down payment percent');
    await user.clear(percent);
    await user.type(percent, '120');
    await user.click(screen.getByRole('button', { name: 'Save wallet' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(percent).toHaveFocus();
    expect(percent).toHaveAccessibleDescription(WALLET_TEXTS.downPaymentPercentTooHigh);
    expect(percent).toHaveAttribute('aria-invalid', 'true');
    await user.type(percent, '{Backspace}{Backspace}5');
    expect(screen.queryByText(WALLET_TEXTS.downPaymentPercentTooHigh)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save wallet' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...defaults, downPaymentPercent: 15 });
  });

  it("shows the page's field errors, disables submit while saving, and reports saved and failed saves", () => {
    const { rerender } = render(
      <Harness errors={{ budget: 'Enter a budget of $1,000,000 or less.' }} submitting status="saved" />,
    );
    expect(screen.getByLabelText('Monthly budget')).toHaveAccessibleDescription(
      'Enter a budget of $1,000,000 or less.',
    );
    expect(screen.getByRole('button', { name: 'Save wallet' })).toBeDisabled();
    expect(screen.getByText(WALLET_TEXTS.saved)).toBeInTheDocument();
    rerender(<Harness status="error" />);
    expect(screen.getByRole('alert')).toHaveTextContent(WALLET_TEXTS.saveError);
    expect(screen.getByRole('button', { name: 'Save wallet' })).toBeEnabled();
  });

  it('closes from its button and on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close wallet' }));
    screen.getByLabelText('Monthly budget').focus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps a term from another device that is not among the choices', () => {
    render(<WalletPanel values={{ ...defaults, loanTerm: 66 }} onChange={() => {}} onSubmit={() => {}} />);
    expect(screen.getByLabelText('Loan term')).toHaveValue('66');
  });
});

describe('validateWalletValues (ours: spec 002 s5 shows no wallet validation)', () => {
  it('passes the defaults and sensible figures', () => {
    expect(validateWalletValues(defaults)).toEqual({});
    expect(
      validateWalletValues({
        ...defaults,
        budget: 450,
        downPaymentType: 'amount',
        downPayment: 5000,
        tradeInValue: 8000,
      }),
    ).toEqual({});
  });

  it('refuses a down payment no one means: $999,999 priced every car at "$0/mo"', () => {
    expect(validateWalletValues({ ...defaults, downPaymentType: 'amount', downPayment: 999_999 })).toEqual({
      downPayment: WALLET_TEXTS.downPaymentTooHigh,
    });
    expect(
      validateWalletValues({
        ...defaults,
        budgetType: 'total',
        budget: 20_000,
        downPaymentType: 'amount',
        downPayment: 20_000,
      }),
    ).toEqual({ downPayment: WALLET_TEXTS.downPaymentOverBudget });
  });

  it('refuses a zero or huge budget and a huge trade-in, each under its field', () => {
    expect(validateWalletValues({ ...defaults, budget: 0 })).toEqual({ budget: WALLET_TEXTS.budgetZero });
    expect(validateWalletValues({ ...defaults, budget: 25_000 })).toEqual({
      budget: WALLET_TEXTS.monthlyBudgetTooHigh,
    });
    expect(validateWalletValues({ ...defaults, budgetType: 'total', budget: 3_000_000 })).toEqual({
      budget: WALLET_TEXTS.totalBudgetTooHigh,
    });
    expect(validateWalletValues({ ...defaults, tradeInValue: 999_999, tradeInOwed: 300_000 })).toEqual({
      tradeInValue: WALLET_TEXTS.tradeInTooHigh,
      tradeInOwed: WALLET_TEXTS.tradeInOwedTooHigh,
    });
  });

  it('shows the message under the field and does not save', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: /amount|\$/i }));
    await user.type(screen.getByRole('textbox', { name: /down payment/i }), '999999');
    await user.click(screen.getByRole('button', { name: WALLET_TEXTS.submit }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(WALLET_TEXTS.downPaymentTooHigh)).toBeInTheDocument();
  });

  it('takes digits only: a minus sign or letters typed into the trade-in never become a figure', async () => {
    const user = userEvent.setup();
    const onField = vi.fn();
    render(<Harness onField={onField} />);
    await user.type(screen.getByRole('textbox', { name: /trade-in value/i }), '-5a0');
    expect(onField).toHaveBeenLastCalledWith('tradeInValue', 50);
  });
});
