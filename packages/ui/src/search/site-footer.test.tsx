import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './index';

describe('SiteFooter', () => {
  it('renders its link sections in a footer navigation', () => {
    render(
      <SiteFooter
        sections={[
          { title: 'Shop', links: [{ href: '/cars-for-sale', label: 'Cars for Sale' }] },
          {
            title: 'Legal',
            links: [
              { href: '/visitor-agreement', label: 'Visitor Agreement' },
              { href: '/accessibility-statement', label: 'Accessibility Statement' },
            ],
          },
        ]}
        copyright="© 2025 Forecourt"
      />,
    );
    const footerNav = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Footer' });
    expect(within(footerNav).getByRole('heading', { name: 'Legal', level: 2 })).toBeInTheDocument();
    expect(within(footerNav).getByRole('link', { name: 'Visitor Agreement' })).toHaveAttribute(
      'href',
      '/visitor-agreement',
    );
    expect(screen.getByText('© 2025 Forecourt')).toBeInTheDocument();
  });

  it('renders no navigation without sections', () => {
    render(<SiteFooter>Brand disclaimer</SiteFooter>);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Brand disclaimer');
  });
});
