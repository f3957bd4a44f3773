import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BestDealsSubscribe } from './index';

describe('BestDealsSubscribe', () => {
  it('opts in with the e-mail and zip, the zip given by the caller', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    render(<BestDealsSubscribe onSubmit={onSubmit} defaultZip="78701" />);
    expect(screen.getByRole('region', { name: 'Get the best deals near you' })).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP code')).toHaveValue('78701');
    await user.type(screen.getByLabelText('Email address'), 'shopper@example.com{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'shopper@example.com', zipcode: '78701' });
  });

  it('shows the success state instead of the form', () => {
    render(<BestDealsSubscribe onSubmit={vi.fn()} success />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      "You're signed up. Watch your inbox for the best deals near you.",
    );
  });

  it('shows a failure and field errors, and sends nothing while loading', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    render(
      <BestDealsSubscribe
        onSubmit={onSubmit}
        buttonState="loading"
        error="We could not sign you up. Please try again."
        fieldErrors={{ zipcode: 'Enter a 5-digit ZIP code.' }}
      />,
    );
    expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription('Enter a 5-digit ZIP code.');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'We could not sign you up. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Signing up…' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('can be dismissed when the caller allows it', async () => {
    const user = userEvent.setup({ delay: null });
    const onDismiss = vi.fn();
    const { rerender } = render(<BestDealsSubscribe onSubmit={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'No thanks' })).toBeNull();
    rerender(<BestDealsSubscribe onSubmit={vi.fn()} onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
