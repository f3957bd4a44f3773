import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  OwnerCard,
  PAYMENT_SUMMARY_TEXTS,
  PartnerOffers,
  PaymentSummary,
  PriceHistoryChart,
  PriceSummary,
  SpecsTable,
} from './index';

describe('PriceSummary', () => {
  it.each([
    ['Great', 'Great Deal'],
    ['Good', 'Good Deal'],
  ] as const)("shows the price and the '%s' badge", (indicator, label) => {
    render(<PriceSummary price="$18,995" dealIndicator={indicator} />);
    expect(screen.getByText('$18,995')).toBeInTheDocument();
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('marks a reduced price and counts the days on site', () => {
    const { rerender } = render(<PriceSummary price="$18,995" isReducedPrice daysOnSite={12} />);
    expect(screen.getByText('Reduced price')).toBeInTheDocument();
    expect(screen.getByText('12 days on site')).toBeInTheDocument();
    rerender(<PriceSummary price="$18,995" daysOnSite={1} />);
    expect(screen.getByText('1 day on site')).toBeInTheDocument();
    expect(screen.queryByText('Reduced price')).toBeNull();
    rerender(<PriceSummary price="$18,995" daysOnSite={0} />);
    expect(screen.getByText('Listed today')).toBeInTheDocument();
  });

  it('shows no deal badge without an indicator, and a fallback without a price', () => {
    render(<PriceSummary />);
    expect(screen.getByText('Contact seller for price')).toBeInTheDocument();
    expect(screen.queryByText(/deal/)).toBeNull();
  });
});

describe('PriceHistoryChart', () => {
  it('draws many points as a line, named by a summary, with every point in a table', () => {
    const { container } = render(
      <PriceHistoryChart
        points={[
          { date: '2024-03-01', price: 18995 },
          { date: '2024-01-05', price: 20000 },
          { date: '2024-02-01', price: 19500 },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Price history' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Price went from $20,000 on Jan 5, 2024 to $18,995 on Mar 1, 2024, down $1,005 overall, over 2 changes.',
      }),
    ).toBeInTheDocument();
    expect(container.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3);
    const rows = within(screen.getByRole('table', { name: 'Price history' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DatePrice',
      'Jan 5, 2024$20,000',
      'Feb 1, 2024$19,500',
      'Mar 1, 2024$18,995',
    ]);
  });

  it('labels prices and dates and says the latest changes in words (issue 29: a bare line told nothing)', () => {
    const { container } = render(
      <PriceHistoryChart
        points={[
          { date: '2026-10-01', price: 20_000 },
          { date: '2026-11-03', price: 18_800 },
          { date: '2026-12-01', price: 18_500 },
        ]}
      />,
    );
    const said = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(said).toEqual([
      'Price dropped $300 on Dec 1',
      'Price dropped $1,200 on Nov 3',
      'Listed at $20,000 on Oct 1, 2026',
    ]);
    const labels = [...(container.querySelectorAll('svg text') ?? [])].map((text) => text.textContent);
    // The axis: highest and lowest price, first and last date; then each point's price.
    expect(labels).toEqual([
      '$20,000',
      '$18,500',
      'Oct 1, 2026',
      'Dec 1, 2026',
      '$20,000',
      '$18,800',
      '$18,500',
    ]);
  });

  it('says only the three latest changes, and labels only the first, last and lowest of a long history', () => {
    const points = Array.from({ length: 10 }, (_, week) => ({
      date: new Date(Date.UTC(2026, 0, 5 + week * 7)).toISOString().slice(0, 10),
      price: 20_000 - week * 100 + (week === 9 ? 500 : 0),
    }));
    const { container } = render(<PriceHistoryChart points={points} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Price rose $400 on Mar 9',
      'Price dropped $100 on Mar 2',
      'Price dropped $100 on Feb 23',
      'Listed at $20,000 on Jan 5, 2026',
    ]);
    expect(container.querySelectorAll('.fc-price-history__value')).toHaveLength(3);
    expect(within(screen.getByRole('table', { name: 'Price history' })).getAllByRole('row')).toHaveLength(11);
  });

  it('says a single price in words instead of drawing one lonely point', () => {
    const { container } = render(<PriceHistoryChart points={[{ date: '2024-01-05', price: 20000 }]} />);
    expect(screen.getByText('No price changes since listed')).toBeInTheDocument();
    expect(screen.getByText('Listed at $20,000 on Jan 5, 2024')).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when there is no point', () => {
    render(<PriceHistoryChart points={[]} />);
    expect(screen.getByText('No price history yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('SpecsTable', () => {
  it('renders each group under its heading as label and value rows, skipping empty groups', () => {
    render(
      <SpecsTable
        groups={[
          {
            heading: 'Engine',
            rows: [
              { label: 'Engine', value: '2.0L 4-cylinder' },
              { label: 'Transmission', value: 'CVT' },
            ],
          },
          { heading: 'Comfort', rows: [] },
          { heading: 'Fuel economy', rows: [{ label: 'MPG', value: '31 city / 40 highway' }] },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Specifications' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Engine',
      'Fuel economy',
    ]);
    const engine = screen.getByRole('table', { name: 'Engine' });
    expect(within(engine).getByRole('rowheader', { name: 'Transmission' })).toBeInTheDocument();
    expect(within(engine).getByRole('cell', { name: 'CVT' })).toBeInTheDocument();
  });

  it('has an empty state', () => {
    render(<SpecsTable groups={[]} />);
    expect(screen.getByText('No specifications are listed for this vehicle.')).toBeInTheDocument();
  });
});

describe('OwnerCard', () => {
  it('shows the name, address, a phone link and the dealer link from renderLink', () => {
    render(
      <OwnerCard
        name="Lone Star Motors"
        address={{ address1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' }}
        phone="(512) 555-0100"
        dealerHref="/car-dealers/austin-tx/12345/lone-star-motors"
        renderLink={({ href, children }) => (
          <a href={href} data-router="client">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Seller' })).toBeInTheDocument();
    expect(screen.getByText('Lone Star Motors')).toBeInTheDocument();
    expect(screen.getByText(/Austin, TX 78701/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call (512) 555-0100' })).toHaveAttribute(
      'href',
      'tel:5125550100',
    );
    const dealer = screen.getByRole('link', { name: 'See dealer details' });
    expect(dealer).toHaveAttribute('href', '/car-dealers/austin-tx/12345/lone-star-motors');
    expect(dealer).toHaveAttribute('data-router', 'client');
  });

  it('offers the e-mail button only when the page gives onEmailOwner', async () => {
    const user = userEvent.setup();
    const onEmailOwner = vi.fn();
    const { rerender } = render(<OwnerCard name="Dealer" onEmailOwner={onEmailOwner} />);
    await user.click(screen.getByRole('button', { name: 'E-mail seller' }));
    expect(onEmailOwner).toHaveBeenCalledTimes(1);
    rerender(<OwnerCard name="Pat" privateSeller />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Private seller')).toBeInTheDocument();
  });
});

describe('PaymentSummary', () => {
  const payment = { monthlyPayment: '$508', termMonths: 60, aprPercent: 7.05, downPayment: '$2,850' };

  it('shows the monthly payment, term, APR and down payment, based on the wallet', () => {
    render(<PaymentSummary status="ready" payment={payment} basedOnWallet />);
    expect(screen.getByRole('region', { name: 'Estimated payment' })).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('$508')).toBeInTheDocument();
    expect(screen.getByText('60-month loan · 7.05% APR · $2,850 down')).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_SUMMARY_TEXTS.basedOnWallet)).toBeInTheDocument();
    expect(screen.queryByText(PAYMENT_SUMMARY_TEXTS.fallbackRate)).toBeNull();
  });

  it('says when the national average rate was used, and when the wallet is not set', () => {
    render(
      <PaymentSummary
        status="ready"
        payment={{ ...payment, dealType: 'lease', termMonths: 36, isFallbackRate: true }}
      />,
    );
    expect(screen.getByText('36-month lease · 7.05% APR · $2,850 down')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Estimated with the national average rate: we couldn't get rates for your credit right now.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_SUMMARY_TEXTS.basedOnDefaults)).toBeInTheDocument();
  });

  it('is busy while loading', () => {
    render(<PaymentSummary status="loading" />);
    expect(screen.getByRole('region', { name: 'Estimated payment' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Calculating your payment…')).toBeInTheDocument();
  });

  it('shows an error with a retry, and opens the wallet', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const onEditWallet = vi.fn();
    render(<PaymentSummary status="error" onRetry={onRetry} onEditWallet={onEditWallet} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      "We couldn't calculate a payment for this car right now.",
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('button', { name: 'Edit wallet' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onEditWallet).toHaveBeenCalledTimes(1);
  });
});

describe('PartnerOffers', () => {
  const offers = [
    {
      id: 'dealer-financing',
      title: 'Dealer financing',
      link: { label: 'Apply with the dealer', href: 'https://dealer.example/finance' },
    },
    {
      id: 'credit-report',
      title: 'Check your credit',
      image: { src: '/credit.png', alt: 'Credit report' },
      sponsoredText: 'Sponsored',
      cmp: 'vdp_credit',
      link: { label: 'Get your free report', href: 'https://credit.example' },
    },
    {
      id: 'insurance-quote',
      title: 'Insurance quote',
      link: { label: 'Get a quote', href: 'https://ins.example' },
    },
  ];

  it('renders the cards in the order given, opening in a new window with a hidden note', () => {
    render(<PartnerOffers offers={offers} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Dealer financing',
      'Check your credit',
      'Insurance quote',
    ]);
    const link = screen.getByRole('link', { name: 'Get your free report (opens in new window)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('img', { name: 'Credit report' })).toBeInTheDocument();
    expect(screen.getByText('Sponsored')).toBeInTheDocument();
  });

  it('hands the offer back on click, and renders nothing without offers', async () => {
    const user = userEvent.setup();
    const onOfferClick = vi.fn();
    const { container, rerender } = render(
      <PartnerOffers offers={offers} onOfferClick={onOfferClick} openInNewWindow={false} />,
    );
    const link = screen.getByRole('link', { name: 'Get a quote' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(onOfferClick).toHaveBeenCalledWith(offers[2]);
    rerender(<PartnerOffers offers={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
