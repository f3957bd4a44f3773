import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SAVED_ITEMS_MESSAGES, UpdateSavedVehiclePanel, type UpdateSavedVehiclePanelProps } from './index';

function setup(props: Partial<UpdateSavedVehiclePanelProps> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(
    <UpdateSavedVehiclePanel
      vehicle={{ title: '2020 Honda Civic EX', price: '$18,995', photoUrl: '/photos/700.jpg' }}
      initialValues={{ title: 'My Civic', phone: '(512) 555-0100', enableEmailAlerts: true }}
      onSubmit={onSubmit}
      onClose={onClose}
      {...props}
    />,
  );
  return { onSubmit, onClose, user: userEvent.setup({ delay: null }) };
}

describe('UpdateSavedVehiclePanel', () => {
  it('is a dialog with the vehicle and its current notes, title, phone and alert flags', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Your saved vehicle' });
    expect(within(dialog).getByText('2020 Honda Civic EX')).toBeInTheDocument();
    expect(within(dialog).getByText('$18,995')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('My Civic');
    expect(screen.getByLabelText('Notes')).toHaveValue('');
    expect(screen.getByLabelText('Mobile phone')).toHaveValue('(512) 555-0100');
    expect(screen.getByRole('checkbox', { name: 'Email alerts' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Text alerts' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Alerts for this vehicle' })).toBeInTheDocument();
  });

  it('submits every edited field as one typed value', async () => {
    const { onSubmit, user } = setup();
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Weekend car');
    await user.type(screen.getByLabelText('Notes'), 'Call the dealer Friday');
    await user.click(screen.getByRole('checkbox', { name: 'Email alerts' }));
    await user.click(screen.getByRole('checkbox', { name: 'Text alerts' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Weekend car',
      notes: 'Call the dealer Friday',
      phone: '(512) 555-0100',
      enableEmailAlerts: false,
      enableTextAlerts: true,
    });
  });

  it('submits with Enter from a field, and toggles a flag with Space', async () => {
    const { onSubmit, user } = setup();
    screen.getByRole('checkbox', { name: 'Text alerts' }).focus();
    await user.keyboard(' ');
    await user.click(screen.getByLabelText('Title'));
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'My Civic', enableTextAlerts: true }),
    );
  });

  it('disables the form while loading, so nothing is sent twice', async () => {
    const { onSubmit, user } = setup({ buttonState: 'loading' });
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button).toBeDisabled();
    expect(screen.getByLabelText('Title')).toBeDisabled();
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('announces the success state when loaded', () => {
    setup({ buttonState: 'loaded' });
    expect(screen.getByRole('button', { name: 'Saved' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Your changes have been saved.');
  });

  it('shows the server messages, one line per message, as the failure state', () => {
    setup({
      messages: {
        error: 'The phone number is not valid.\nThe title is too long.',
        warning: 'This vehicle was changed elsewhere. Save again to overwrite it.',
      },
    });
    const [error, warning] = screen.getAllByRole('alert') as [HTMLElement, HTMLElement];
    expect(error.textContent).toBe('The phone number is not valid.\nThe title is too long.');
    expect(warning).toHaveTextContent('This vehicle was changed elsewhere. Save again to overwrite it.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows a field error at its field', () => {
    setup({ fieldErrors: { phone: SAVED_ITEMS_MESSAGES.invalidPhone } });
    const phone = screen.getByLabelText('Mobile phone');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(
      'Where text alerts are sent. Please enter a valid phone number.',
    );
  });

  it('closes from Cancel and on Escape', async () => {
    const { onClose, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
