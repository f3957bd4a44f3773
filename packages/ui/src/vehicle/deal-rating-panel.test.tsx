// Issue 33: "on the vehicle page the estimated market price, the gap, the confidence, and the comparable cars (a
// list or chart, linking to them); an honest 'not enough similar cars' when that is the case", and "on every card
// the band".
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEAL_BAND_LABELS, type DealBand, ListingCard } from '../index';
import { DEAL_RATING_TEXTS, DealRatingPanel, dealGapText } from './index';

describe('DealRatingPanel', () => {
  it('shows the band, market price, gap in dollars and percent, confidence and the comparables as links', () => {
    render(
      <DealRatingPanel
        band="Great"
        marketPrice={22_150}
        gap={-2_150}
        gapPercent={-9.7}
        confidence="high"
        comparableCount={12}
        comparables={[
          { id: '1', title: 'Used 2020 Honda Civic EX', href: '/cars-for-sale/vehicle/1', price: '$21,000' },
        ]}
      />,
    );
    const panel = screen.getByRole('region', { name: DEAL_RATING_TEXTS.heading });
    expect(within(panel).getByText('Great Deal')).toBeTruthy();
    expect(within(panel).getByText('$22,150')).toBeTruthy();
    expect(within(panel).getByText('$2,150 (9.7%) below the market price')).toBeTruthy();
    expect(within(panel).getByText('12 similar cars')).toBeTruthy();
    expect(within(panel).getByText(DEAL_RATING_TEXTS.confidence.high)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Used 2020 Honda Civic EX' }).getAttribute('href')).toBe(
      '/cars-for-sale/vehicle/1',
    );
  });

  it('says "Not enough similar cars to rate this price" and shows no figures when not rated', () => {
    render(<DealRatingPanel comparableCount={0} />);
    expect(screen.getByText('Not enough similar cars to rate this price')).toBeTruthy();
    expect(screen.queryByText(DEAL_RATING_TEXTS.marketPrice)).toBeNull();
    expect(screen.queryByText(/Deal/)).toBeNull();
  });

  it.each([
    [-2_150, -9.7, '$2,150 (9.7%) below the market price'],
    [5_100, 23, '$5,100 (23%) above the market price'],
    [0, 0, 'At the market price'],
  ])('words a gap of %i (%f%%) as "%s"', (gap, percent, text) => {
    expect(dealGapText(gap, percent)).toBe(text);
  });
});

describe('the band on a result card', () => {
  const card = { id: '1', title: 'Used 2020 Honda Civic EX', href: '/cars-for-sale/vehicle/1' };
  it.each(Object.entries(DEAL_BAND_LABELS) as [DealBand, string][])('shows %s as "%s"', (band, label) => {
    render(<ListingCard {...card} dealBand={band} dealIndicator="Great" />);
    expect(screen.getByText(label)).toBeTruthy();
    // The band wins over the older indicator: never two verdicts on one card.
    if (band !== 'Great') expect(screen.queryByText('Great Deal')).toBeNull();
  });

  it('calls a car not rated "Price not rated", never a deal, and says why', () => {
    render(<ListingCard {...card} dealBand="NotRated" />);
    expect(screen.getByText('Price not rated').getAttribute('title')).toBe(
      'Not enough similar cars to rate this price',
    );
  });
});
