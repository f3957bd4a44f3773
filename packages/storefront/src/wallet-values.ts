import type { CreditBandKey, WalletPanelValues } from '@forecourt/ui';
import { PAYMENT_DEFAULTS, type WalletData, type WalletUpdate } from '@forecourt/wallet';

const BANDS: readonly string[] = ['a', 'b', 'c', 'd', 'e', 'f'];

/**
 * The wallet panel's form from the wallet (spec 002 s3). The panel shows the down payment percent as a whole
 * number (20 for 20 %); the wallet keeps the fraction (0.2).
 */
export function walletPanelValues(wallet: WalletData): WalletPanelValues {
  const monthly = wallet.monthlyBudget !== null && wallet.monthlyBudget !== undefined;
  return {
    budgetType: monthly || wallet.budget === null ? 'monthly' : 'total',
    budget: monthly ? wallet.monthlyBudget : wallet.budget,
    creditType: (BANDS.includes(wallet.creditType ?? '')
      ? wallet.creditType
      : PAYMENT_DEFAULTS.creditType) as CreditBandKey,
    downPaymentType: wallet.downPaymentType,
    downPayment: wallet.downPayment,
    downPaymentPercent:
      wallet.downPaymentPercent === null ? null : Math.round(wallet.downPaymentPercent * 1000) / 10,
    paymentOption: wallet.paymentOption === 'lease' ? 'lease' : 'finance',
    loanTerm: wallet.loanTerm ?? PAYMENT_DEFAULTS.loanTerm,
    leaseTerm: wallet.leaseTerm ?? PAYMENT_DEFAULTS.leaseTerm,
    leaseMileage: wallet.leaseMileageRange ?? PAYMENT_DEFAULTS.leaseMileageRange,
    tradeInValue: wallet.tradeIn?.value || null,
    tradeInOwed: wallet.tradeIn?.amountOwed || null,
  };
}

/** The wallet update a submitted panel makes. */
export function walletUpdate(values: WalletPanelValues): WalletUpdate {
  return {
    budget: values.budgetType === 'total' ? values.budget : null,
    monthlyBudget: values.budgetType === 'monthly' ? values.budget : null,
    creditType: values.creditType,
    downPaymentType: values.downPaymentType,
    downPayment: values.downPaymentType === 'amount' ? values.downPayment : null,
    downPaymentPercent:
      values.downPaymentType === 'percent' && values.downPaymentPercent !== null
        ? values.downPaymentPercent / 100
        : null,
    paymentOption: values.paymentOption,
    loanTerm: values.loanTerm,
    leaseTerm: values.leaseTerm,
    leaseMileageRange: values.leaseMileage,
    tradeIn: { value: values.tradeInValue ?? 0, amountOwed: values.tradeInOwed ?? 0 },
  };
}
