import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toast } from './index';

describe('Toast', () => {
  it('keeps an empty polite live region while closed, so the next toast is announced', () => {
    const { rerender } = render(<Toast open={false} message="Your search is saved." />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    rerender(<Toast open message="Your search is saved." />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Your search is saved.');
  });

  it('is dismissed from its button when the caller allows it', async () => {
    const user = userEvent.setup({ delay: null });
    const onDismiss = vi.fn();
    render(<Toast open message="Email alerts enabled." onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('has no button without onDismiss: the caller times it', () => {
    render(<Toast open message="Email alerts enabled." />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
