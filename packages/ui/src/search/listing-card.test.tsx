import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COMPARE_FULL_MESSAGE, ListingCard, type ListingCardProps } from './index';

const base: ListingCardProps = {
  id: '712345678',
  title: 'Used 2019 Honda Civic EX',
  href: '/cars-for-sale/vehicle/712345678',
  imageSrc: '/photos/712345678.jpg',
  price: '$18,995',
  mileage: '32,150 mi',
  ownerName: 'Lone Star Motors',
  location: 'Austin, TX',
  distance: '12 mi away',
};

describe('ListingCard', () => {
  it('shows the photo, title link, price, mileage, owner and place', () => {
    render(<ListingCard {...base} />);
    expect(screen.getByRole('img', { name: 'Used 2019 Honda Civic EX' })).toHaveAttribute(
      'src',
      '/photos/712345678.jpg',
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Used 2019 Honda Civic EX' });
    expect(screen.getByRole('link', { name: 'Used 2019 Honda Civic EX' })).toHaveAttribute(
      'href',
      '/cars-for-sale/vehicle/712345678',
    );
    expect(heading).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Used 2019 Honda Civic EX' })).toHaveTextContent('$18,995');
    expect(screen.getByText('32,150 mi')).toBeInTheDocument();
    expect(screen.getByText('Lone Star Motors')).toBeInTheDocument();
    expect(screen.getByText('Austin, TX · 12 mi away')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("says the car's condition in words when given (issue 29)", () => {
    const { rerender } = render(<ListingCard {...base} condition="Certified by a third party" />);
    expect(screen.getByRole('article')).toHaveTextContent('Certified by a third party');
    rerender(<ListingCard {...base} />);
    expect(screen.queryByText(/Certified/)).toBeNull();
  });

  it('names the deal in text, marks a reduced price and shows the monthly payment', () => {
    render(<ListingCard {...base} dealIndicator="Great" reducedPrice monthlyPayment="$312" />);
    expect(screen.getByText('Great Deal')).toBeInTheDocument();
    expect(screen.getByText('Reduced price')).toBeInTheDocument();
    expect(screen.getByText('Est. $312/mo')).toBeInTheDocument();
  });

  it('says Good Deal for a good deal and nothing when there is no indicator', () => {
    const { rerender } = render(<ListingCard {...base} dealIndicator="Good" />);
    expect(screen.getByText('Good Deal')).toBeInTheDocument();
    rerender(<ListingCard {...base} />);
    expect(screen.queryByText(/Deal$/)).toBeNull();
    expect(screen.queryByText(/\/mo$/)).toBeNull();
  });

  it('shows a placeholder without a photo and "Contact for price" without a price', () => {
    render(<ListingCard {...base} imageSrc={undefined} price={undefined} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('No photo yet')).toBeInTheDocument();
    expect(screen.getByText('Contact for price')).toBeInTheDocument();
  });

  it('renders the save slot and toggles compare with aria-pressed', async () => {
    const user = userEvent.setup();
    const onCompareToggle = vi.fn();
    const { rerender } = render(
      <ListingCard
        {...base}
        saveSlot={<button type="button">Save</button>}
        onCompareToggle={onCompareToggle}
      />,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    const compare = screen.getByRole('button', { name: 'Compare Used 2019 Honda Civic EX' });
    expect(compare).toHaveAttribute('aria-pressed', 'false');
    await user.click(compare);
    expect(onCompareToggle).toHaveBeenCalledWith('712345678', true);
    rerender(<ListingCard {...base} compareSelected onCompareToggle={onCompareToggle} />);
    expect(compare).toHaveAttribute('aria-pressed', 'true');
    compare.focus();
    await user.keyboard('{Enter}');
    expect(onCompareToggle).toHaveBeenLastCalledWith('712345678', false);
  });

  it('disables compare when the list is full, and says why', () => {
    render(<ListingCard {...base} compareFull onCompareToggle={() => {}} />);
    const compare = screen.getByRole('button', { name: /^Compare/ });
    expect(compare).toBeDisabled();
    expect(compare).toHaveAccessibleDescription(COMPARE_FULL_MESSAGE);
    expect(COMPARE_FULL_MESSAGE).toBe('You can compare up to 5 cars. Remove one to add this car.');
  });

  it('keeps compare enabled on a car already in a full list, so it can be removed', () => {
    render(<ListingCard {...base} compareFull compareSelected onCompareToggle={() => {}} />);
    expect(screen.getByRole('button', { name: /^Compare/ })).toBeEnabled();
    expect(screen.queryByText(COMPARE_FULL_MESSAGE)).toBeNull();
  });
});

describe('ListingCard budget mark', () => {
  it('says whether the car is within or over the wallet budget, and nothing without one', () => {
    const { rerender } = render(
      <ListingCard id="1" title="2020 Honda Civic" href="/v/1" budgetFit="within" />,
    );
    expect(screen.getByText('Within your budget')).toBeInTheDocument();
    rerender(<ListingCard id="1" title="2020 Honda Civic" href="/v/1" budgetFit="over" />);
    expect(screen.getByText('Over your budget')).toBeInTheDocument();
    rerender(<ListingCard id="1" title="2020 Honda Civic" href="/v/1" />);
    expect(screen.queryByText(/your budget/)).toBeNull();
  });
});
