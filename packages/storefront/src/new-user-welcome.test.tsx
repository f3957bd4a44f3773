import type { ApiClient } from '@forecourt/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createEnvironment } from './create-environment';
import { StaticRouter } from './router';
import { SavedItemsOverlays } from './saved-items-overlays';
import type { StorefrontSession } from './storefront-config';
import { EnvironmentProvider } from './storefront-environment';

// The server marks the first page after a sign-up (session.newAccount, from identity's new_account claim); the
// page shows the new-user modal (spec 000 s2) through the saved-items store's open flags.
function page(session: StorefrontSession) {
  const environment = createEnvironment({
    config: { brand: 'kbb', siteName: 'Forecourt' },
    session,
    api: {} as ApiClient,
    bot: false,
    origin: 'https://www.example.com',
    location: undefined,
  });
  render(
    <EnvironmentProvider value={environment}>
      <StaticRouter location={{ pathname: '/', search: '' }}>
        <SavedItemsOverlays />
      </StaticRouter>
    </EnvironmentProvider>,
  );
  return environment;
}

describe('the new-user welcome', () => {
  it('greets a just-signed-up shopper by first name; Get started closes it', async () => {
    const user = userEvent.setup();
    const environment = page({ signedIn: true, name: 'Ada Lovelace', newAccount: true });
    expect(await screen.findByRole('dialog', { name: 'Welcome, Ada' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(environment.stores.savedItems.getState().open.newUserModal).toBe(false);
  });

  it('closes with its close button too', async () => {
    const user = userEvent.setup();
    page({ signedIn: true, newAccount: true });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    await user.click(screen.getByRole('button', { name: /close/i }));
    expect(dialog).not.toBeInTheDocument();
  });

  it('is the one modal open: opening another closes it', async () => {
    const environment = page({ signedIn: true, newAccount: true });
    await screen.findByRole('dialog', { name: 'Welcome' });
    environment.stores.savedItems.getState().openPanel('emailSubscribeModal');
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Welcome' })).not.toBeInTheDocument();
  });

  it('is not shown to a signed-in shopper on any other page', () => {
    const environment = page({ signedIn: true, name: 'Ada Lovelace' });
    expect(environment.stores.savedItems.getState().open.newUserModal).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
