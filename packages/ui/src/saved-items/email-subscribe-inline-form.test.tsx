import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmailSubscribeInlineForm } from './index';

describe('EmailSubscribeInlineForm', () => {
  it('is a region with a heading and submits the address', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    render(<EmailSubscribeInlineForm onSubmit={onSubmit} />);
    expect(screen.getByRole('region', { name: 'Get email alerts for this search' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Get email alerts for this search');
    await user.type(screen.getByLabelText('Email address'), 'shopper@example.com');
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(onSubmit).toHaveBeenCalledWith({ emailAddress: 'shopper@example.com' });
  });

  it('shows the spec failure text while the form stays usable', () => {
    render(
      <EmailSubscribeInlineForm
        onSubmit={vi.fn()}
        error="We're sorry, we've encountered an error. Please try again."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      "We're sorry, we've encountered an error. Please try again.",
    );
    expect(screen.getByRole('button', { name: 'Save search' })).toBeEnabled();
  });

  it('shows the loaded button, then the success state', () => {
    const { rerender } = render(<EmailSubscribeInlineForm onSubmit={vi.fn()} buttonState="loaded" />);
    expect(screen.getByRole('button', { name: 'Saved' })).toBeDisabled();
    rerender(<EmailSubscribeInlineForm onSubmit={vi.fn()} status="success" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      "Your search is saved. We'll email you when new matches are listed.",
    );
  });

  it('shows the failure state', () => {
    render(<EmailSubscribeInlineForm onSubmit={vi.fn()} status="failure" failureText="Limit reached." />);
    expect(screen.getByRole('status')).toHaveTextContent('Limit reached.');
  });
});
