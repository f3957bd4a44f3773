import { ApiClientError, queryKeys } from '@forecourt/api-client';
import { PREORDER_TEXTS } from '@forecourt/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserRouter, StaticRouter } from '../router';
import { EnvironmentProvider } from '../storefront-environment';
import { NOTHING, preorderHarness, TRIMS_ONLY } from './preorder.fixtures';
import { PREORDER_ZIP_PROMPT, PreorderSection, type PreorderSectionProps } from './preorder-section';

const BRONCO_2026 = { makeCode: 'FORD', modelCode: 'BRONCO', year: 2026 } as const;
const never = () => new Promise<never>(() => undefined);
const down = (call: string) => async () => {
  throw new ApiClientError('HTTP_STATUS', call, 'down', { status: 503 });
};

function renderSection(
  props: Partial<PreorderSectionProps> = {},
  calls: Parameters<typeof preorderHarness>[0] = {},
  options: { browser?: boolean } = {},
) {
  const context = preorderHarness(calls);
  const section = <PreorderSection {...BRONCO_2026} zip="78701" {...props} />;
  const view = render(
    <QueryClientProvider client={context.queryClient}>
      <EnvironmentProvider value={context.environment}>
        {options.browser ? (
          <BrowserRouter>{section}</BrowserRouter>
        ) : (
          <StaticRouter location={{ pathname: '/cars-for-sale/ford/bronco', search: '' }}>
            {section}
          </StaticRouter>
        )}
      </EnvironmentProvider>
    </QueryClientProvider>,
  );
  return { ...context, ...view };
}

/** Waits until the pre-order call has settled (it answered or failed) so "renders nothing" is not "not yet". */
async function settled(context: ReturnType<typeof renderSection>) {
  const key = queryKeys.listings.preOrder(BRONCO_2026);
  await waitFor(() => expect(context.queryClient.getQueryState(key)?.status).not.toBe('pending'));
}

describe('PreorderSection', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    // One jsdom per worker: leave the address where another file's test expects to find it.
    window.history.replaceState(null, '', '/');
  });

  it('shows "year make model" at the national MSRP with its photo and trims, from the pre-order reply', async () => {
    const { getPreOrderListings } = renderSection();
    const panel = await screen.findByRole('region', { name: '2026 Ford Bronco' });
    expect(getPreOrderListings).toHaveBeenCalledWith({ query: BRONCO_2026 }, expect.anything());
    expect(within(panel).getByText(PREORDER_TEXTS.msrpLabel)).toHaveTextContent('National MSRP from $39,630');
    expect(within(panel).getByRole('img', { name: 'A 2026 Ford Bronco' })).toHaveAttribute(
      'src',
      '/photos/preorder/ford-bronco.svg',
    );
    expect(within(panel).getByRole('heading', { level: 3, name: 'Trims' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Big Bend $43,990' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Badlands $52,000' })).toBeInTheDocument();
  });

  it('lists the dealers that take custom orders nearest first, with their distances and pages', async () => {
    const { getCustomOrderDealers } = renderSection({ dealerId: undefined });
    const requests = await screen.findAllByRole('button', { name: /^Request a custom order from / });
    expect(requests.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Request a custom order from Capitol Ford',
      'Request a custom order from Lakeway Ford',
      'Request a custom order from Round Rock Ford',
    ]);
    expect(screen.getByText('Austin, TX · 3.2 mi')).toBeInTheDocument();
    expect(screen.getByText('Lakeway, TX · 15 mi')).toBeInTheDocument();
    expect(screen.getByText('Round Rock, TX · 19 mi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Capitol Ford' })).toHaveAttribute(
      'href',
      '/car-dealers/austin-tx-78701/60001/capitol-ford',
    );
    expect(getCustomOrderDealers).toHaveBeenCalledTimes(1);
    expect(getCustomOrderDealers.mock.calls[0]?.[0]).toEqual({ query: { ...BRONCO_2026, zip: '78701' } });
    expect(screen.queryByText(PREORDER_ZIP_PROMPT)).toBeNull();
  });

  it('boosts the dealer being browsed to the top and sends it as ownerIdToBoost', async () => {
    const { getCustomOrderDealers } = renderSection({ dealerId: '60002' });
    const requests = await screen.findAllByRole('button', { name: /^Request a custom order from / });
    expect(requests[0]).toHaveAccessibleName('Request a custom order from Round Rock Ford');
    expect(getCustomOrderDealers.mock.calls[0]?.[0]).toEqual({
      query: { ...BRONCO_2026, zip: '78701', ownerIdToBoost: '60002' },
    });
  });

  it('marks a chosen trim as selected and asks the API nothing more', async () => {
    const user = userEvent.setup();
    const { getPreOrderListings, getCustomOrderDealers } = renderSection();
    await screen.findAllByRole('button', { name: /^Request a custom order from / });
    const badlands = screen.getByRole('button', { name: 'Badlands $52,000' });
    expect(badlands).toHaveAttribute('aria-pressed', 'false');
    await user.click(badlands);
    expect(badlands).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Big Bend $43,990' })).toHaveAttribute('aria-pressed', 'false');
    expect(getPreOrderListings).toHaveBeenCalledTimes(1);
    expect(getCustomOrderDealers).toHaveBeenCalledTimes(1);
  });

  it("requests a custom order by going to the dealer's details page, from the keyboard", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/cars-for-sale/ford/bronco');
    // jsdom does not scroll.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderSection({}, {}, { browser: true });
    const request = await screen.findByRole('button', { name: 'Request a custom order from Lakeway Ford' });
    request.focus();
    await user.keyboard('{Enter}');
    expect(window.location.pathname).toBe('/car-dealers/lakeway-tx-78734/60003/lakeway-ford');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for a ZIP, and asks the API for no dealer, while there is none', async () => {
    const { getCustomOrderDealers } = renderSection({ zip: undefined });
    expect(await screen.findByText(PREORDER_ZIP_PROMPT)).toBeInTheDocument();
    expect(PREORDER_ZIP_PROMPT).toBe(
      'Enter your ZIP code to see the dealers near you that take custom orders.',
    );
    expect(screen.getByRole('region', { name: '2026 Ford Bronco' })).toBeInTheDocument();
    expect(screen.queryByText(PREORDER_TEXTS.loading)).toBeNull();
    // The ask stands in for the dealers: no "No dealers near you" for a shopper who gave no place yet.
    expect(screen.queryByText(PREORDER_TEXTS.noDealers)).toBeNull();
    expect(getCustomOrderDealers).not.toHaveBeenCalled();
  });

  it('takes a ZIP that is not five digits for none', async () => {
    const { getCustomOrderDealers } = renderSection({ zip: '787' });
    expect(await screen.findByText(PREORDER_ZIP_PROMPT)).toBeInTheDocument();
    expect(getCustomOrderDealers).not.toHaveBeenCalled();
  });

  it('keeps the trims while the dealers load', async () => {
    renderSection({}, { getCustomOrderDealers: never });
    expect(await screen.findByText(PREORDER_TEXTS.loading)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Big Bend $43,990' })).toBeInTheDocument();
  });

  it('"keeps trim entries when no data is found": the trims under the model\'s name from the lowest MSRP', async () => {
    renderSection({}, { getPreOrderListings: async () => TRIMS_ONLY });
    const panel = await screen.findByRole('region', { name: '2026 Ford Bronco' });
    expect(within(panel).getByText(PREORDER_TEXTS.msrpLabel)).toHaveTextContent('National MSRP from $43,990');
    expect(within(panel).queryByRole('img')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Big Bend $43,990' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Badlands $52,000' })).toBeInTheDocument();
    expect(await within(panel).findByRole('link', { name: 'Capitol Ford' })).toBeInTheDocument();
  });

  it('says no dealer takes custom orders when the dealers call fails, with no error', async () => {
    renderSection({}, { getCustomOrderDealers: down('getCustomOrderDealers') });
    expect(await screen.findByText(PREORDER_TEXTS.noDealers)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '2026 Ford Bronco' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when no dealer near the ZIP takes custom orders', async () => {
    renderSection({}, { getCustomOrderDealers: async () => ({ customOrders: [] }) });
    expect(await screen.findByText(PREORDER_TEXTS.noDealers)).toBeInTheDocument();
  });

  it.each([
    ['has no pre-order data', async () => NOTHING],
    ['cannot be loaded', down('getPreOrderListings')],
  ])('renders nothing for a model that %s, and asks for no dealer', async (_what, getPreOrderListings) => {
    const context = renderSection({}, { getPreOrderListings });
    await settled(context);
    expect(context.getPreOrderListings).toHaveBeenCalledTimes(1);
    expect(context.container).toBeEmptyDOMElement();
    expect(context.getCustomOrderDealers).not.toHaveBeenCalled();
  });

  it('renders nothing while the pre-order listings load', () => {
    const { container } = renderSection({}, { getPreOrderListings: never });
    expect(container).toBeEmptyDOMElement();
  });
});
