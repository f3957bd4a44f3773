import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient } from '@forecourt/api-client';
import type { PaymentInfo } from '@forecourt/contracts';
import { handlers, SAMPLE_PAYMENT_INFO, SAMPLE_WALLET_ID } from '@forecourt/mocks';
import { render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PROXY_PATH } from './api-proxy-path';
import { pageHarness } from './pages/page-harness';
import { SiteShell } from './site-shell';

const UPDATED = 'Your wallet was updated with changes you made on another device.';
/** When this device made the wallet; only Date is faked, so msw and React run on. */
const T = Date.UTC(2026, 10, 21, 12, 0, 0);
const NEWER: PaymentInfo = {
  ...SAMPLE_PAYMENT_INFO,
  walletId: SAMPLE_WALLET_ID,
  createdDate: T,
  lastUpdated: T + 60_000,
};

const server = setupServer(...handlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.useFakeTimers({ now: T, toFake: ['Date'] });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.querySelector('style[data-test="site-notices"]')?.remove();
});
afterAll(() => server.close());

describe("the site's notices (issue 11: no layout shift when one appears after hydration)", () => {
  it("shows the wallet's sync alert over the page, fixed, not in the flow above the page's content", async () => {
    const style = document.createElement('style');
    style.dataset.test = 'site-notices';
    style.textContent = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), 'site-notices.css'),
      'utf8',
    );
    document.head.append(style);
    const api = createApiClient({ baseUrl: `${window.location.origin}${API_PROXY_PATH}`, breakers: false });
    const harness = pageHarness(api);
    const wallet = harness.environment.stores.wallet;
    await expect(wallet.getState().ensureWallet()).resolves.toBe('created');
    render(harness.tree(<SiteShell>{null}</SiteShell>));
    expect(screen.queryByText(UPDATED)).toBeNull();

    server.use(...handlers({ getWallet: { paymentInfo: NEWER, statusCode: 200, id: SAMPLE_WALLET_ID } }));
    await wallet.getState().loadWallet();
    const alert = await screen.findByText(UPDATED);
    const notices = alert.closest('.fc-site-notices');
    if (!(notices instanceof HTMLElement)) throw new Error('the sync alert is not in the notices region');
    expect(getComputedStyle(notices).position).toBe('fixed');
    // Still announced: the live region is inside the fixed one.
    expect(alert.closest('[role="status"]')?.parentElement).toBe(notices);
  });
});
