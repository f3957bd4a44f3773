import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LOCATION_BAR_TEXTS, LocationBar, RADIUS_OPTIONS, ZIP_MESSAGES } from './index';

const AUSTIN = { zip: '78701', city: 'Austin', state: 'TX', searchRadius: 50 };

describe('LocationBar', () => {
  it('says where the search is centred and prefills its zip and distance', () => {
    render(<LocationBar location={AUSTIN} onChange={() => {}} />);
    expect(screen.getByText('Within 50 miles of Austin, TX 78701')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('78701');
    expect(screen.getByRole('combobox', { name: 'Distance' })).toHaveValue('50');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10 miles',
      '25 miles',
      '50 miles',
      '75 miles',
      '100 miles',
      '200 miles',
      '500 miles',
      'Nationwide',
    ]);
    expect(RADIUS_OPTIONS).toContain(50);
  });

  it('says nationwide without a centre or with a radius of 0', () => {
    const { rerender } = render(<LocationBar onChange={() => {}} />);
    expect(screen.getByText(LOCATION_BAR_TEXTS.nationwide)).toBeInTheDocument();
    rerender(<LocationBar key="0" location={{ ...AUSTIN, searchRadius: 0 }} onChange={() => {}} />);
    expect(screen.getByText('Cars for sale nationwide')).toBeInTheDocument();
  });

  it('keeps a radius the options do not list, so the select shows what the search used', () => {
    render(<LocationBar location={{ ...AUSTIN, searchRadius: 30 }} onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Distance' })).toHaveValue('30');
  });

  it('sends the zip and the chosen distance', async () => {
    const onChange = vi.fn();
    render(<LocationBar location={AUSTIN} onChange={onChange} />);
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    await userEvent.clear(zip);
    await userEvent.type(zip, '98101');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Distance' }), 'Nationwide');
    await userEvent.click(screen.getByRole('button', { name: 'Update location' }));
    expect(onChange).toHaveBeenCalledWith({ zip: '98101', searchRadius: 0 });
  });

  it('refuses a zip that is not five digits, and names the problem on the field', async () => {
    const onChange = vi.fn();
    render(<LocationBar onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Update location' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ZIP_MESSAGES.missing);
    await userEvent.type(screen.getByRole('textbox', { name: 'ZIP code' }), '787');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid 5-digit ZIP code.');
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers "Use my location" only when asked, busy while locating', async () => {
    const onUse = vi.fn();
    const { rerender } = render(<LocationBar onChange={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Use my location' })).toBeNull();
    rerender(<LocationBar onChange={() => {}} onUseMyLocation={onUse} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(onUse).toHaveBeenCalledOnce();
    rerender(<LocationBar onChange={() => {}} onUseMyLocation={onUse} locating />);
    expect(screen.getByRole('button', { name: 'Finding your location…' })).toBeDisabled();
  });

  it('says why "Use my location" found no place, as an alert (issue 29: a refusal said nothing)', () => {
    const { rerender } = render(<LocationBar onChange={() => {}} onUseMyLocation={() => {}} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <LocationBar
        onChange={() => {}}
        onUseMyLocation={() => {}}
        locateError="Enter your ZIP code instead."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your ZIP code instead.');
  });
});
