import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type LinkRenderProps, SiteHeader } from './index';

const nav = [
  { href: '/cars-for-sale', label: 'Cars for Sale', current: true },
  { href: '/car-dealers', label: 'Dealers' },
];

describe('SiteHeader', () => {
  it('starts with a "Skip to content" link to the main element', () => {
    render(<SiteHeader brand="Forecourt" mainId="main" />);
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(document.querySelector('a')).toBe(skip);
  });

  it('renders the brand and the nav links, marking the current page', () => {
    render(<SiteHeader brand="Forecourt" navLinks={nav} />);
    expect(screen.getByRole('link', { name: 'Forecourt' })).toHaveAttribute('href', '/');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(main).toContainElement(screen.getByRole('link', { name: 'Cars for Sale' }));
    expect(screen.getByRole('link', { name: 'Cars for Sale' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dealers' })).not.toHaveAttribute('aria-current');
  });

  it('renders links through renderLink so the app can make client-side links', () => {
    const renderLink = vi.fn((props: LinkRenderProps) => <a data-client="yes" {...props} />);
    render(<SiteHeader brand="Forecourt" navLinks={nav} renderLink={renderLink} />);
    expect(screen.getByRole('link', { name: 'Dealers' })).toHaveAttribute('data-client', 'yes');
    expect(renderLink).toHaveBeenCalledWith(expect.objectContaining({ href: '/car-dealers' }));
  });

  it('shows the saved, notification, cars-I-own and compare counts as links', () => {
    render(
      <SiteHeader
        brand="Forecourt"
        saved={{ href: '/my/saved', label: 'Saved', count: 3 }}
        notifications={{
          href: '/my/notifications',
          label: 'Notifications',
          count: 2,
          accessibleLabel: 'Notifications, 2 unread',
        }}
        myCars={{ href: '/my/cars', label: 'My Cars', count: 0 }}
        compare={{ href: '/compare', label: 'Compare', count: 4 }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Saved, 3' })).toHaveAttribute('href', '/my/saved');
    expect(screen.getByRole('link', { name: 'Notifications, 2 unread' })).toHaveTextContent(
      'Notifications 2',
    );
    expect(screen.getByRole('link', { name: 'My Cars, 0' })).toHaveTextContent(/^My Cars$/);
    expect(screen.getByRole('link', { name: 'Compare, 4' })).toHaveAttribute('href', '/compare');
  });

  it('offers Sign in to a signed-out shopper', async () => {
    const user = userEvent.setup();
    const onSignIn = vi.fn();
    render(<SiteHeader brand="Forecourt" onSignIn={onSignIn} onSignOut={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('greets a signed-in shopper and offers Sign out', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    render(
      <SiteHeader brand="Forecourt" signedIn userName="Dana" onSignIn={() => {}} onSignOut={onSignOut} />,
    );
    expect(screen.getByText('Hi, Dana')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('uses sign-in and sign-out links when given hrefs', () => {
    const { rerender } = render(<SiteHeader brand="Forecourt" signInHref="/login" signOutHref="/logout" />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    rerender(<SiteHeader brand="Forecourt" signedIn signInHref="/login" signOutHref="/logout" />);
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
  });
});
