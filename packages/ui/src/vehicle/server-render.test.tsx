// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  CompareModal,
  CompareTable,
  OwnerCard,
  PaymentSummary,
  PhotoGallery,
  PreorderPanel,
  PriceHistoryChart,
  PriceSummary,
  ShareListingModal,
  SpecsTable,
  WalletPanel,
} from './index';

// The pages render on the server: nothing here may read window or document while rendering.
describe('server rendering', () => {
  it('renders the vehicle page pieces without a DOM', () => {
    const html = renderToString(
      <>
        <PhotoGallery photos={[{ src: '/1.jpg', alt: 'Front' }, { src: '/2.jpg' }]} title="Civic" />
        <PriceSummary price="$18,995" dealIndicator="Great" daysOnSite={3} />
        <PriceHistoryChart
          points={[
            { date: '2024-01-05', price: 20000 },
            { date: '2024-03-01', price: 18995 },
          ]}
        />
        <SpecsTable groups={[{ heading: 'Engine', rows: [{ label: 'Engine', value: '2.0L' }] }]} />
        <OwnerCard name="Dealer" phone="(512) 555-0100" />
        <PaymentSummary status="loading" />
        <CompareTable listings={[{ id: '712345678', title: 'Civic' }]} onRemove={() => {}} />
        <PreorderPanel title="2026 Honda Pilot" nationalMsrp="$40,200" trims={[]} dealers={[]} />
        <WalletPanel
          values={{
            budgetType: 'monthly',
            budget: 450,
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
          }}
          onChange={() => {}}
          onSubmit={() => {}}
        />
      </>,
    );
    expect(typeof document).toBe('undefined');
    expect(html).toContain('Photo 1 of 2');
    expect(html).toContain('Great Deal');
    // Dates are formatted in UTC, so the server and the browser agree whatever their time zones.
    expect(html).toContain('Jan 5, 2024');
    expect(html).toContain('Calculating your payment…');
    expect(html).toContain('Very Good (700-739)');
  });

  it('renders the modals without a DOM', () => {
    const channel = { onSubmit: () => {}, onReset: () => {} };
    const html = renderToString(
      <>
        <ShareListingModal listingTitle="Civic" onClose={() => {}} email={channel} text={channel} />
        <CompareModal listings={[]} onCompare={() => {}} onRemove={() => {}} onClose={() => {}} />
      </>,
    );
    expect(html).toContain('Share this listing');
    expect(html).toContain('Your compare list is empty.');
  });
});
