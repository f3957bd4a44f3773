import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { WALLET_TEXTS, WalletPanel, type WalletPanelValues, WalletSyncAlert, walletSyncText } from '../index';

// Spec 002 s4: "Server data replaces local data when a manual sync is requested, or when the server lastUpdated is
// newer than the local one. Then a sync alert is shown (isAuto true unless manual)." The words are ours.
const cases = [
  {
    outcome: 'a newer wallet from another device',
    success: true,
    isAuto: true,
    text: 'Your wallet was updated with changes you made on another device.',
  },
  {
    outcome: 'a sync the shopper asked for',
    success: true,
    isAuto: false,
    text: 'Your wallet is synced: it now shows what you saved on your other devices.',
  },
  {
    outcome: 'a sync that found no saved wallet',
    success: false,
    isAuto: false,
    text: "We couldn't find a saved wallet to sync with. The wallet on this device is unchanged.",
  },
];

const values: WalletPanelValues = {
  budgetType: 'monthly',
  budget: 550,
  creditType: 'a',
  downPaymentType: 'percent',
  downPayment: null,
  downPaymentPercent: 20,
  paymentOption: 'finance',
  loanTerm: 72,
  leaseTerm: 36,
  leaseMileage: 12000,
  tradeInValue: null,
  tradeInOwed: null,
};

describe('WalletSyncAlert', () => {
  it.each(cases)('tells of $outcome in a polite status, not a modal', ({ success, isAuto, text }) => {
    render(<WalletSyncAlert open success={success} isAuto={isAuto} />);
    expect(walletSyncText({ success, isAuto })).toBe(text);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says a newer wallet from another device came in when nothing else is said ("isAuto true unless manual")', () => {
    render(<WalletSyncAlert open />);
    expect(screen.getByRole('status')).toHaveTextContent(WALLET_TEXTS.syncUpdated);
  });

  it('keeps an empty live region while closed, so an alert that comes later is announced', () => {
    const { rerender } = render(<WalletSyncAlert open={false} />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    rerender(<WalletSyncAlert open />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent(WALLET_TEXTS.syncUpdated);
  });

  it("shows the caller's words in place of the chosen ones", () => {
    render(<WalletSyncAlert open text={WALLET_TEXTS.syncConflict} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your wallet was changed on another device before this change could be saved, so that newer change is kept.',
    );
  });

  it('is dismissed from its button, by click or keyboard, and has none unless the caller can dismiss it', async () => {
    const user = userEvent.setup({ delay: null });
    const onDismiss = vi.fn();
    const { rerender } = render(<WalletSyncAlert open onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Dismiss wallet message' }));
    await user.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledTimes(2);
    rerender(<WalletSyncAlert open />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders on the server', () => {
    const html = renderToString(<WalletSyncAlert open onDismiss={() => {}} />);
    expect(html).toContain('role="status"');
    expect(html).toContain(WALLET_TEXTS.syncUpdated);
  });

  it("sits in the wallet panel above the save button, where the save's outcome is told", () => {
    render(
      <WalletPanel
        values={values}
        onChange={() => {}}
        onSubmit={() => {}}
        notice={<WalletSyncAlert open text={WALLET_TEXTS.syncConflict} />}
      />,
    );
    const notice = screen.getByRole('status');
    const submit = screen.getByRole('button', { name: WALLET_TEXTS.submit });
    expect(notice.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notice).toHaveTextContent(WALLET_TEXTS.syncConflict);
    expect(screen.queryByText(WALLET_TEXTS.saveError)).toBeNull();
  });
});
