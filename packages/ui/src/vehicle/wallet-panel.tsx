import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { digitsOnly, formatNumber } from './format';
import { Heading, type HeadingLevel } from './heading';
import { Choice, NumberField, TermSelect } from './wallet-fields';
import { WALLET_TEXTS } from './wallet-texts';

export type CreditBandKey = 'a' | 'b' | 'c' | 'd' | 'e' | 'f';

/** Credit-score bands, keyed by letters a to f (spec 002 section 3). */
export const CREDIT_BANDS: readonly { key: CreditBandKey; label: string; range: string }[] = Object.freeze([
  { key: 'a', label: 'Excellent', range: '740-900' },
  { key: 'b', label: 'Very Good', range: '700-739' },
  { key: 'c', label: 'Good', range: '670-699' },
  { key: 'd', label: 'Fair', range: '630-669' },
  { key: 'e', label: 'Rebuilding', range: '580-629' },
  { key: 'f', label: 'Needs Work', range: 'below 580' },
]);

/** Term choices in months (ours: the spec gives only the defaults, loan 60 and lease 36, spec 002 section 3). */
export const LOAN_TERMS: readonly number[] = Object.freeze([24, 36, 48, 60, 72, 84]);
export const LEASE_TERMS: readonly number[] = Object.freeze([24, 36, 39, 48]);
/** Miles a year (ours; the default 12000 is the spec's). */
export const LEASE_MILEAGES: readonly number[] = Object.freeze([10000, 12000, 15000]);

/** The wallet form's values. Money is whole dollars; null is an empty field. */
export interface WalletPanelValues {
  /** Whether the budget is a monthly payment (monthlyBudget) or a total price (budget). */
  readonly budgetType: 'monthly' | 'total';
  readonly budget: number | null;
  readonly creditType: CreditBandKey;
  readonly downPaymentType: 'amount' | 'percent';
  readonly downPayment: number | null;
  /** Whole percent, 20 means 20 % (the wallet keeps the fraction 0.2). */
  readonly downPaymentPercent: number | null;
  /** paymentOption (spec 002 section 3), default finance. */
  readonly paymentOption: 'finance' | 'lease';
  readonly loanTerm: number;
  readonly leaseTerm: number;
  readonly leaseMileage: number;
  readonly tradeInValue: number | null;
  readonly tradeInOwed: number | null;
}

export type WalletField = keyof WalletPanelValues;
export type WalletErrors = Partial<Record<WalletField, string>>;

export interface WalletPanelProps {
  /** Controlled: the page keeps the draft (the wallet store) and passes it back. */
  readonly values: WalletPanelValues;
  /** Called on every change of one field, with the parsed value. */
  readonly onChange: <K extends WalletField>(field: K, value: WalletPanelValues[K]) => void;
  /** Called on submit when the form's own checks pass. */
  readonly onSubmit: (values: WalletPanelValues) => void;
  /** Closes the drawer (also on Escape); no close button without it. */
  readonly onClose?: () => void;
  /** Disables the submit button while the wallet saves. */
  readonly submitting?: boolean;
  /** Field errors from the page, shown under their fields. */
  readonly errors?: WalletErrors;
  /**
   * 'saved' announces the save; 'error' shows the save failure (spec 002 section 8: a wallet save failure sets
   * displayWalletErrorMessage).
   */
  readonly status?: 'idle' | 'saved' | 'error';
  /**
   * A message of the page's, shown above the save button where the save's outcome is told: the wallet's sync
   * alert (`WalletSyncAlert`) when another device's newer wallet replaced this one. @default none
   */
  readonly notice?: ReactNode;
  readonly loanTerms?: readonly number[];
  readonly leaseTerms?: readonly number[];
  readonly leaseMileages?: readonly number[];
  /** @default 'Your wallet' */
  readonly heading?: string;
  /** @default 2 */
  readonly headingLevel?: HeadingLevel;
}

/**
 * The largest amounts the form takes (ours: the spec shows no wallet validation, spec 002 s5). Past them a figure
 * is a slip of the keyboard, and its payment nonsense: $999,999 down priced every car at "$0/mo".
 */
export const WALLET_LIMITS = Object.freeze({
  /** Down payment, trade-in value and amount owed, whole dollars. */
  money: 250_000,
  monthlyBudget: 20_000,
  totalBudget: 2_000_000,
});

/**
 * The checks the form makes itself before onSubmit. Fields take digits only (a minus sign or a letter is never
 * entered: `parseWhole`), so no figure is negative or text; these catch the ones no shopper means.
 */
export function validateWalletValues(values: WalletPanelValues): WalletErrors {
  const errors: WalletErrors = {};
  if (values.downPaymentType === 'percent' && (values.downPaymentPercent ?? 0) > 100) {
    errors.downPaymentPercent = WALLET_TEXTS.downPaymentPercentTooHigh;
  }
  if (values.budget !== null) {
    if (values.budget === 0) errors.budget = WALLET_TEXTS.budgetZero;
    else if (values.budgetType === 'monthly' && values.budget > WALLET_LIMITS.monthlyBudget)
      errors.budget = WALLET_TEXTS.monthlyBudgetTooHigh;
    else if (values.budgetType === 'total' && values.budget > WALLET_LIMITS.totalBudget)
      errors.budget = WALLET_TEXTS.totalBudgetTooHigh;
  }
  if (values.downPaymentType === 'amount' && values.downPayment !== null) {
    if (values.downPayment > WALLET_LIMITS.money) errors.downPayment = WALLET_TEXTS.downPaymentTooHigh;
    else if (values.budgetType === 'total' && values.budget && values.downPayment >= values.budget)
      errors.downPayment = WALLET_TEXTS.downPaymentOverBudget;
  }
  if ((values.tradeInValue ?? 0) > WALLET_LIMITS.money) errors.tradeInValue = WALLET_TEXTS.tradeInTooHigh;
  if ((values.tradeInOwed ?? 0) > WALLET_LIMITS.money) errors.tradeInOwed = WALLET_TEXTS.tradeInOwedTooHigh;
  return errors;
}

// Nine digits is $999,999,999: enough for any car, and it keeps a stray paste from becoming a huge number.
function parseWhole(text: string): number | null {
  const digits = digitsOnly(text).slice(0, 9);
  return digits === '' ? null : Number(digits);
}

/** The wallet drawer: budget, credit band, down payment, terms and trade-in (spec 002 sections 1 and 3). */
export function WalletPanel({
  values,
  onChange,
  onSubmit,
  onClose,
  submitting = false,
  errors = {},
  status = 'idle',
  notice,
  loanTerms = LOAN_TERMS,
  leaseTerms = LEASE_TERMS,
  leaseMileages = LEASE_MILEAGES,
  heading = 'Your wallet',
  headingLevel = 2,
}: WalletPanelProps) {
  const id = useId();
  const [ownErrors, setOwnErrors] = useState<WalletErrors>({});
  const shown: WalletErrors = { ...errors, ...ownErrors };

  const change = <K extends WalletField>(field: K, value: WalletPanelValues[K]) => {
    if (ownErrors[field]) setOwnErrors(({ [field]: _dropped, ...rest }) => rest as WalletErrors);
    onChange(field, value);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateWalletValues(values);
    setOwnErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSubmit(values);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
    }
  };

  const money = (field: 'budget' | 'downPayment' | 'tradeInValue' | 'tradeInOwed', label: string) => (
    <NumberField id={`${id}-${field}`} name={field} label={label} unit="$" error={shown[field]}>
      {(props) => (
        <input
          {...props}
          value={values[field] ?? ''}
          onChange={(e) => change(field, parseWhole(e.target.value))}
        />
      )}
    </NumberField>
  );

  return (
    <section className="fc-wallet" aria-labelledby={`${id}-heading`} onKeyDown={onKeyDown}>
      <div className="fc-wallet__header">
        <Heading level={headingLevel} id={`${id}-heading`} className="fc-wallet__heading">
          {heading}
        </Heading>
        {onClose && (
          <button
            type="button"
            className="fc-wallet__close"
            aria-label={WALLET_TEXTS.close}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <form className="fc-wallet__form" noValidate onSubmit={submit}>
        <fieldset className="fc-wallet__group">
          <legend>Budget</legend>
          <Choice
            name="budgetType"
            value={values.budgetType}
            options={[
              ['monthly', 'Monthly payment'],
              ['total', 'Total price'],
            ]}
            onChange={(value) => change('budgetType', value)}
          />
          {money('budget', values.budgetType === 'monthly' ? 'Monthly budget' : 'Total budget')}
        </fieldset>

        <div className="fc-field">
          <label htmlFor={`${id}-creditType`}>Credit score</label>
          <select
            id={`${id}-creditType`}
            name="creditType"
            value={values.creditType}
            onChange={(e) => change('creditType', e.target.value as CreditBandKey)}
          >
            {CREDIT_BANDS.map((band) => (
              <option key={band.key} value={band.key}>
                {`${band.label} (${band.range})`}
              </option>
            ))}
          </select>
        </div>

        <fieldset className="fc-wallet__group">
          <legend>Down payment</legend>
          <Choice
            name="downPaymentType"
            value={values.downPaymentType}
            options={[
              ['amount', 'Amount ($)'],
              ['percent', 'Percent (%)'],
            ]}
            onChange={(value) => change('downPaymentType', value)}
          />
          {values.downPaymentType === 'amount' ? (
            money('downPayment', 'Down payment amount')
          ) : (
            <NumberField
              id={`${id}-downPaymentPercent`}
              name="downPaymentPercent"
              label="Down payment percent"
              unit="%"
              error={shown.downPaymentPercent}
            >
              {(props) => (
                <input
                  {...props}
                  value={values.downPaymentPercent ?? ''}
                  onChange={(e) => change('downPaymentPercent', parseWhole(e.target.value))}
                />
              )}
            </NumberField>
          )}
        </fieldset>

        <fieldset className="fc-wallet__group">
          <legend>Terms</legend>
          <Choice
            name="paymentOption"
            value={values.paymentOption}
            options={[
              ['finance', 'Finance'],
              ['lease', 'Lease'],
            ]}
            onChange={(value) => change('paymentOption', value)}
          />
          {values.paymentOption === 'finance' ? (
            <TermSelect
              id={`${id}-loanTerm`}
              name="loanTerm"
              label="Loan term"
              value={values.loanTerm}
              options={loanTerms}
              format={(months) => `${months} months`}
              onChange={(value) => change('loanTerm', value)}
            />
          ) : (
            <>
              <TermSelect
                id={`${id}-leaseTerm`}
                name="leaseTerm"
                label="Lease term"
                value={values.leaseTerm}
                options={leaseTerms}
                format={(months) => `${months} months`}
                onChange={(value) => change('leaseTerm', value)}
              />
              <TermSelect
                id={`${id}-leaseMileage`}
                name="leaseMileage"
                label="Miles per year"
                value={values.leaseMileage}
                options={leaseMileages}
                format={(miles) => `${formatNumber(miles)} miles`}
                onChange={(value) => change('leaseMileage', value)}
              />
            </>
          )}
        </fieldset>

        <fieldset className="fc-wallet__group">
          <legend>Trade-in</legend>
          {money('tradeInValue', 'Trade-in value')}
          {money('tradeInOwed', 'Amount owed on trade-in')}
        </fieldset>

        <div aria-live="polite" className="fc-wallet__status">
          {status === 'saved' && <p>{WALLET_TEXTS.saved}</p>}
        </div>
        {notice}
        {status === 'error' && (
          <p className="fc-wallet__error" role="alert">
            {WALLET_TEXTS.saveError}
          </p>
        )}
        <button type="submit" className="fc-button" disabled={submitting}>
          {WALLET_TEXTS.submit}
        </button>
      </form>
    </section>
  );
}
