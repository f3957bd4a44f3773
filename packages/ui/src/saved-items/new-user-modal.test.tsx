import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewUserModal } from './index';

describe('NewUserModal', () => {
  it('welcomes the new user by name and lists what the account does', () => {
    render(<NewUserModal onClose={vi.fn()} firstName="Jane" />);
    expect(screen.getByRole('dialog', { name: 'Welcome, Jane' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Save vehicles and searches',
      'Get email or text alerts when prices drop or new matches are listed',
      'Keep a list of the cars you own',
      'Pick up where you left off with recently viewed cars and searches',
    ]);
  });

  it('starts from its main button, or closes when no start is given', async () => {
    const user = userEvent.setup({ delay: null });
    const onGetStarted = vi.fn();
    const onClose = vi.fn();
    const { rerender } = render(<NewUserModal onClose={onClose} onGetStarted={onGetStarted} />);
    expect(screen.getByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(onGetStarted).toHaveBeenCalledTimes(1);
    rerender(<NewUserModal onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    render(<NewUserModal onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
