import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageHarness } from './pages/page-harness';
import { WalletDrawer } from './wallet-drawer';

describe('the wallet drawer', () => {
  it('closes on Escape with the focus still on "My wallet", and gives the focus back to it', async () => {
    const user = userEvent.setup();
    const { tree } = pageHarness({});
    render(tree(<WalletDrawer />));
    const button = screen.getByRole('button', { name: 'My wallet' });
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Save wallet' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save wallet' })).toBeNull());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
