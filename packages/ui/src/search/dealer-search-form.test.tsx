import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DealerSearchForm, type DealerSearchFormProps } from './index';

const makes = [
  { value: 'FORD', label: 'Ford' },
  { value: 'HONDA', label: 'Honda' },
];

function setup(props: Partial<DealerSearchFormProps> = {}) {
  const onSubmit = vi.fn();
  render(<DealerSearchForm makes={makes} onSubmit={onSubmit} {...props} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('DealerSearchForm', () => {
  it('submits the make and zip', async () => {
    const { user, onSubmit } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'Ford');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '78701');
    await user.click(screen.getByRole('button', { name: 'Find Dealers' }));
    expect(onSubmit).toHaveBeenCalledWith({ makeCode: 'FORD', zip: '78701' });
  });

  it('searches every make by default, submitting with Enter', async () => {
    const { user, onSubmit } = setup({ defaultValue: { zip: '10001' } });
    expect(screen.getByRole('combobox', { name: 'Make' })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ makeCode: '', zip: '10001' });
  });

  it('asks for a zip, and for five digits', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Find Dealers' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a ZIP code.');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '12ab');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid 5-digit ZIP code.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the page's zip error and disables submit while submitting", () => {
    setup({ zipErrorMessage: 'No dealers found near 99999', submitting: true });
    expect(screen.getByRole('alert')).toHaveTextContent('No dealers found near 99999');
    expect(screen.getByRole('button', { name: 'Find Dealers' })).toBeDisabled();
  });
});
