import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealerCard } from './index';

describe('DealerCard', () => {
  it('shows the dealer with address, phone, distance and an inventory link', () => {
    render(
      <DealerCard
        name="Lone Star Motors"
        href="/car-dealers/austin-tx/12345/lone-star-motors"
        address={{ street: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' }}
        phone="(512) 555-0100"
        distance="4.2 mi away"
        inventoryCount={42}
        inventoryHref="/cars-for-sale/all-cars?dealerId=12345"
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Lone Star Motors' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lone Star Motors' })).toHaveAttribute(
      'href',
      '/car-dealers/austin-tx/12345/lone-star-motors',
    );
    expect(screen.getByText('100 Congress Ave')).toBeInTheDocument();
    expect(screen.getByText('Austin, TX 78701')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(512) 555-0100' })).toHaveAttribute('href', 'tel:5125550100');
    expect(screen.getByText('4.2 mi away')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View 42 cars at Lone Star Motors' })).toHaveAttribute(
      'href',
      '/cars-for-sale/all-cars?dealerId=12345',
    );
  });

  it('leaves out what it was not given', () => {
    render(<DealerCard name="Hill Country Auto" href="/car-dealers/55555" />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(document.querySelector('address')).toBeNull();
  });
});
