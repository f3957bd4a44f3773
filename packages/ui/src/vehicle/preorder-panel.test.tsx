import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type CustomOrderDealer, PreorderPanel, type PreorderTrim } from './index';

const trims: PreorderTrim[] = [
  { id: 'HONDA-PILOT-2026-Trim-SPORT', name: 'Sport', msrp: '$40,200' },
  { id: 'HONDA-PILOT-2026-Trim-ELITE', name: 'Elite', msrp: '$52,080' },
];
const dealers: CustomOrderDealer[] = [
  {
    id: '12345',
    name: 'Lone Star Honda',
    location: 'Austin, TX 78701',
    distance: '4 mi away',
    href: '/car-dealers/12345',
  },
  { id: '67890', name: 'Hill Country Honda', phone: '(512) 555-0199' },
];

describe('PreorderPanel', () => {
  it('shows the national MSRP, the trims and the dealers that take custom orders', () => {
    render(
      <PreorderPanel
        title="2026 Honda Pilot"
        nationalMsrp="$40,200"
        image={{ src: '/pilot.jpg', alt: 'Honda Pilot' }}
        trims={trims}
        dealers={dealers}
      />,
    );
    const panel = screen.getByRole('region', { name: '2026 Honda Pilot' });
    expect(within(panel).getByText('National MSRP from')).toHaveTextContent('National MSRP from $40,200');
    expect(within(panel).getByRole('img', { name: 'Honda Pilot' })).toBeInTheDocument();
    expect(within(panel).getByText('Elite')).toBeInTheDocument();
    expect(
      within(panel).getByRole('heading', { level: 3, name: 'Dealers that take custom orders' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Lone Star Honda' })).toHaveAttribute(
      'href',
      '/car-dealers/12345',
    );
    expect(within(panel).getByText('Austin, TX 78701 · 4 mi away')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '(512) 555-0199' })).toHaveAttribute(
      'href',
      'tel:5125550199',
    );
  });

  it('chooses a trim and requests a custom order from the keyboard', async () => {
    const user = userEvent.setup();
    const onSelectTrim = vi.fn();
    const onRequestOrder = vi.fn();
    render(
      <PreorderPanel
        title="2026 Honda Pilot"
        nationalMsrp="$40,200"
        trims={trims}
        dealers={dealers}
        selectedTrimId="HONDA-PILOT-2026-Trim-SPORT"
        onSelectTrim={onSelectTrim}
        onRequestOrder={onRequestOrder}
      />,
    );
    expect(screen.getByRole('button', { name: 'Sport $40,200' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Elite $52,080' }));
    expect(onSelectTrim).toHaveBeenCalledWith(trims[1]);
    screen.getByRole('button', { name: 'Request a custom order from Hill Country Honda' }).focus();
    await user.keyboard('{Enter}');
    expect(onRequestOrder).toHaveBeenCalledWith(dealers[1]);
  });

  it('keeps the trims while the dealers load ("Loading clears listings but keeps trim entries")', () => {
    render(
      <PreorderPanel
        title="2026 Honda Pilot"
        nationalMsrp="$40,200"
        trims={trims}
        dealers={dealers}
        loading
      />,
    );
    expect(screen.getByText('Sport')).toBeInTheDocument();
    expect(screen.getByText('Finding dealers that take custom orders…')).toBeInTheDocument();
    expect(screen.queryByText('Lone Star Honda')).toBeNull();
  });

  it('says when no dealer takes custom orders', () => {
    render(<PreorderPanel title="2026 Honda Pilot" nationalMsrp="$40,200" trims={[]} dealers={[]} />);
    expect(
      screen.getByText('No dealers near you take custom orders for this model yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Trims' })).toBeNull();
  });

  it("says the page's own text in place of the dealers when it gives one", () => {
    render(
      <PreorderPanel
        title="2026 Honda Pilot"
        nationalMsrp="$40,200"
        trims={[]}
        dealers={[]}
        noDealersText="Enter your ZIP code to see dealers."
      />,
    );
    expect(screen.getByText('Enter your ZIP code to see dealers.')).toBeInTheDocument();
    expect(screen.queryByText('No dealers near you take custom orders for this model yet.')).toBeNull();
  });
});
