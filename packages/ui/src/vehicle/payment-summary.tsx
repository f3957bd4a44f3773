import { useId } from 'react';
import { formatPercent } from './format';
import { Heading, type HeadingLevel } from './heading';

export interface PaymentView {
  /** Formatted by the page: '$508'. */
  readonly monthlyPayment: string;
  readonly termMonths: number;
  /** APR percent: 7.05 means 7.05 %. */
  readonly aprPercent: number;
  /** Formatted: '$2,850'. */
  readonly downPayment: string;
  /** @default 'finance' */
  readonly dealType?: 'finance' | 'lease';
  /**
   * The payments service gave no rate (its breaker was open, spec 002 section 8) and the national average rate was
   * used instead (the wallet's interestRate.isFallback).
   */
  readonly isFallbackRate?: boolean;
}

export interface PaymentSummaryProps {
  readonly status: 'loading' | 'error' | 'ready';
  /** Needed when status is 'ready'. */
  readonly payment?: PaymentView;
  /** The payment uses the shopper's own wallet (not the defaults). */
  readonly basedOnWallet?: boolean;
  /** Opens the wallet panel. */
  readonly onEditWallet?: () => void;
  /** Asks again after an error. */
  readonly onRetry?: () => void;
  /** @default PAYMENT_SUMMARY_TEXTS.error */
  readonly errorMessage?: string;
  /** @default 'Estimated payment' */
  readonly heading?: string;
  /** @default 2 */
  readonly headingLevel?: HeadingLevel;
}

export const PAYMENT_SUMMARY_TEXTS = Object.freeze({
  loading: 'Calculating your payment…',
  error: "We couldn't calculate a payment for this car right now.",
  basedOnWallet: 'Based on your wallet.',
  basedOnDefaults: 'Based on typical terms. Set up your wallet to see a payment that fits you.',
  fallbackRate: "Estimated with the national average rate: we couldn't get rates for your credit right now.",
  editWallet: 'Edit wallet',
  retry: 'Try again',
});

function termsLine(payment: PaymentView): string {
  const kind = payment.dealType === 'lease' ? 'lease' : 'loan';
  return `${payment.termMonths}-month ${kind} · ${formatPercent(payment.aprPercent)} APR · ${payment.downPayment} down`;
}

/** The monthly payment for this car on the shopper's wallet terms, with its loading and error states. */
export function PaymentSummary({
  status,
  payment,
  basedOnWallet = false,
  onEditWallet,
  onRetry,
  errorMessage = PAYMENT_SUMMARY_TEXTS.error,
  heading = 'Estimated payment',
  headingLevel = 2,
}: PaymentSummaryProps) {
  const headingId = useId();
  return (
    <section className="fc-payment" aria-labelledby={headingId} aria-busy={status === 'loading'}>
      <Heading level={headingLevel} id={headingId} className="fc-payment__heading">
        {heading}
      </Heading>
      <div aria-live="polite">
        {status === 'loading' && <p className="fc-payment__loading">{PAYMENT_SUMMARY_TEXTS.loading}</p>}
        {status === 'ready' && payment && (
          <>
            <p className="fc-payment__amount">
              {payment.monthlyPayment}
              <span className="fc-payment__per" aria-hidden="true">
                /mo
              </span>{' '}
              <span className="fc-visually-hidden">a month</span>
            </p>
            <p className="fc-payment__terms">{termsLine(payment)}</p>
            <p className="fc-payment__note">
              {basedOnWallet ? PAYMENT_SUMMARY_TEXTS.basedOnWallet : PAYMENT_SUMMARY_TEXTS.basedOnDefaults}
            </p>
            {payment.isFallbackRate && (
              <p className="fc-payment__note fc-payment__note--fallback">
                {PAYMENT_SUMMARY_TEXTS.fallbackRate}
              </p>
            )}
          </>
        )}
      </div>
      {status === 'error' && (
        <div className="fc-payment__error" role="alert">
          <p>{errorMessage}</p>
        </div>
      )}
      <div className="fc-payment__actions">
        {status === 'error' && onRetry && (
          <button type="button" className="fc-button fc-button--secondary" onClick={onRetry}>
            {PAYMENT_SUMMARY_TEXTS.retry}
          </button>
        )}
        {onEditWallet && (
          <button type="button" className="fc-button fc-button--secondary" onClick={onEditWallet}>
            {PAYMENT_SUMMARY_TEXTS.editWallet}
          </button>
        )}
      </div>
    </section>
  );
}
