import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SAVED_ITEMS_MESSAGES, UpdateSavedSearchModal, type UpdateSavedSearchModalProps } from './index';

function setup(props: Partial<UpdateSavedSearchModalProps> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(
    <UpdateSavedSearchModal
      initialValues={{ searchName: 'Used Honda Civic near 78701', sendEmailAlerts: true }}
      onSubmit={onSubmit}
      onClose={onClose}
      {...props}
    />,
  );
  return { onSubmit, onClose, user: userEvent.setup({ delay: null }) };
}

describe('UpdateSavedSearchModal', () => {
  it('is a dialog with the search name and its alerts', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Your saved search' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search name')).toHaveValue('Used Honda Civic near 78701');
    expect(screen.getByRole('checkbox', { name: 'Email alerts' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Text alerts' })).not.toBeChecked();
  });

  it('submits the name, phone and alert flags with the store names', async () => {
    const { onSubmit, user } = setup();
    await user.clear(screen.getByLabelText('Search name'));
    await user.type(screen.getByLabelText('Search name'), 'Civics');
    await user.click(screen.getByRole('checkbox', { name: 'Text alerts' }));
    await user.type(screen.getByLabelText('Mobile phone'), '512-555-0100{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      searchName: 'Civics',
      phone: '512-555-0100',
      sendEmailAlerts: true,
      sendTextAlerts: true,
    });
  });

  it('disables Save while loading, with no success yet', async () => {
    const { onSubmit, user } = setup({ buttonState: 'loading' });
    await user.click(screen.getByRole('button', { name: 'Saving…' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the success text once loaded', () => {
    setup({ buttonState: 'loaded' });
    expect(screen.getByRole('status')).toHaveTextContent('Your search has been updated.');
  });

  it('shows the messages returned and the field errors given', () => {
    setup({
      messages: { warning: 'This search was changed elsewhere. Save again to overwrite it.' },
      fieldErrors: { phone: 'Please enter a valid phone number.' },
    });
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Please enter a valid phone number.',
      'This search was changed elsewhere. Save again to overwrite it.',
    ]);
    expect(SAVED_ITEMS_MESSAGES.invalidPhone).toBe('Please enter a valid phone number.');
    expect(screen.getByLabelText('Mobile phone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('closes from Cancel and on Escape', async () => {
    const { onClose, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
