import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeaderCounts } from './index';

describe('HeaderCounts', () => {
  it('reads each count as one phrase and links it', () => {
    render(
      <HeaderCounts
        unreadNotifications="3"
        myCarsCount={2}
        notificationsHref="/my-account/notifications"
        myCarsHref="/my-account/cars"
      />,
    );
    expect(screen.getByRole('link', { name: '3 unread notifications' })).toHaveAttribute(
      'href',
      '/my-account/notifications',
    );
    expect(screen.getByRole('link', { name: '2 cars I own' })).toHaveAttribute('href', '/my-account/cars');
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
  });

  it('uses the singular for one', () => {
    render(<HeaderCounts unreadNotifications={1} myCarsCount={1} />);
    expect(screen.getByText('1 unread notification')).toBeInTheDocument();
    expect(screen.getByText('1 car I own')).toBeInTheDocument();
  });

  it('shows no badge for the defaults "0" and 0: only the links remain', () => {
    render(<HeaderCounts unreadNotifications="0" myCarsCount={0} notificationsHref="/n" myCarsHref="/c" />);
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cars I own' })).toBeInTheDocument();
    expect(screen.queryByText('0')).toBeNull();
  });

  it('renders nothing for zero counts without links, and treats a bad count as zero', () => {
    const { container } = render(<HeaderCounts unreadNotifications="" myCarsCount={0} />);
    expect(container).toBeEmptyDOMElement();
    render(<HeaderCounts unreadNotifications="n/a" myCarsCount={4} />);
    expect(screen.queryByText(/unread/)).toBeNull();
    expect(screen.getByText('4 cars I own')).toBeInTheDocument();
  });

  it('caps the badge at 99+ but reads the whole number', () => {
    render(<HeaderCounts unreadNotifications="150" myCarsCount={0} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('150 unread notifications')).toBeInTheDocument();
  });
});
