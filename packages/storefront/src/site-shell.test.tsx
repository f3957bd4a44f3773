import { createApiClient } from '@forecourt/api-client';
import { handlers } from '@forecourt/mocks';
import { act, render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PROXY_PATH } from './api-proxy-path';
import { pageHarness } from './pages/page-harness';
import { PROFILE_PATH } from './profile-path';
import { SiteShell } from './site-shell';

const server = setupServer(...handlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function shell(session: { signedIn: boolean; email?: string; name?: string }) {
  const api = createApiClient({ baseUrl: `${window.location.origin}${API_PROXY_PATH}`, breakers: false });
  const harness = pageHarness(api, { session, path: '/my-autotrader' });
  render(harness.tree(<SiteShell>{null}</SiteShell>));
  return harness;
}

describe('the header of a signed-in shopper (issue 30: the account area)', () => {
  it('links to the profile form, coming back to the page, and greets by the name the profile now has', () => {
    const harness = shell({ signedIn: true, email: 'pat@example.com', name: 'Pat' });
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      `${PROFILE_PATH}?returnTo=${encodeURIComponent('/my-autotrader')}`,
    );
    expect(screen.getByText('Hi, Pat')).toBeInTheDocument();
    // The profile loaded after an edit on the login service's form: the greeting follows it, not the session's.
    act(() =>
      harness.environment.stores.savedItems.setState({
        profile: { firstName: 'Patricia', searchIds: [], carIds: [] },
      }),
    );
    expect(screen.getByText('Hi, Patricia')).toBeInTheDocument();
  });

  it('offers no profile link to an anonymous shopper', () => {
    shell({ signedIn: false });
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
  });
});
