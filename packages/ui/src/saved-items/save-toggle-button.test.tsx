import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SaveToggleButton } from './index';

describe('SaveToggleButton', () => {
  it('offers to save an unsaved vehicle and asks for true', async () => {
    const user = userEvent.setup({ delay: null });
    const onToggle = vi.fn();
    render(<SaveToggleButton saved={false} onToggle={onToggle} vehicleTitle="2020 Honda Civic EX" />);
    const button = screen.getByRole('button', { name: 'Save 2020 Honda Civic EX' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(onToggle).toHaveBeenCalledWith(true);
  });

  it('shows a saved vehicle as pressed and asks for false', async () => {
    const user = userEvent.setup({ delay: null });
    const onToggle = vi.fn();
    render(<SaveToggleButton saved onToggle={onToggle} vehicleTitle="2020 Honda Civic EX" />);
    const button = screen.getByRole('button', { name: 'Saved 2020 Honda Civic EX', pressed: true });
    await user.click(button);
    expect(onToggle).toHaveBeenCalledWith(false);
  });

  it('works from the keyboard with Enter and Space', async () => {
    const user = userEvent.setup({ delay: null });
    const onToggle = vi.fn();
    render(<SaveToggleButton saved={false} onToggle={onToggle} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenCalledTimes(2);
  });

  it('sends nothing while disabled', async () => {
    const user = userEvent.setup({ delay: null });
    const onToggle = vi.fn();
    render(<SaveToggleButton saved={false} onToggle={onToggle} disabled />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onToggle).not.toHaveBeenCalled();
  });
});
