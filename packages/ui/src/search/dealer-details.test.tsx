import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealerDetails } from './index';

describe('DealerDetails', () => {
  it('shows name, address, phone, website, hours and the inventory link', () => {
    render(
      <DealerDetails
        name="Lone Star Motors"
        address={{ street: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' }}
        phone="(512) 555-0100"
        website="https://lonestarmotors.example"
        hours={[
          { day: 'Mon–Fri', hours: '9:00 AM – 7:00 PM' },
          { day: 'Sunday', hours: 'Closed' },
        ]}
        inventoryCount={1234}
        inventoryHref="/cars-for-sale/all-cars?dealerId=12345"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Lone Star Motors' })).toBeInTheDocument();
    expect(screen.getByText('Austin, TX 78701')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call (512) 555-0100' })).toHaveAttribute(
      'href',
      'tel:5125550100',
    );
    const website = screen.getByRole('link', { name: 'Visit dealer website (opens in new window)' });
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('heading', { level: 2, name: 'Hours' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Mon–Fri', 'Sunday']);
    expect(screen.getAllByRole('definition').map((hours) => hours.textContent)).toEqual([
      '9:00 AM – 7:00 PM',
      'Closed',
    ]);
    expect(screen.getByRole('link', { name: 'See all 1,234 cars' })).toHaveAttribute(
      'href',
      '/cars-for-sale/all-cars?dealerId=12345',
    );
  });

  it('leaves out hours and contacts it was not given', () => {
    render(<DealerDetails name="Hill Country Auto" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Hill Country Auto' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hours' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
