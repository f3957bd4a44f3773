import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type LinkRenderProps, Pagination, pageWindow } from './index';

const hrefForPage = (page: number) => `/cars-for-sale/searchresults.xhtml?firstRecord=${(page - 1) * 25}`;

describe('Pagination', () => {
  it('links previous, next and the pages near the current one, with real hrefs', () => {
    render(<Pagination page={5} pageCount={20} hrefForPage={hrefForPage} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', hrefForPage(4));
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', hrefForPage(6));
    expect(screen.getAllByRole('link', { name: /^Page/ }).map((link) => link.textContent)).toEqual([
      '1',
      '4',
      '5',
      '6',
      '20',
    ]);
    const current = screen.getByRole('link', { name: 'Page 5' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} hrefForPage={hrefForPage} />);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByText('Previous')).toHaveAttribute('aria-hidden', 'true');
    rerender(<Pagination page={3} pageCount={3} hrefForPage={hrefForPage} />);
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous' })).toBeInTheDocument();
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} hrefForPage={hrefForPage} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is used from the keyboard through renderLink', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const renderLink = ({ href, ...rest }: LinkRenderProps) => (
      <a
        href={href}
        {...rest}
        onClick={(event) => {
          event.preventDefault();
          navigate(href);
        }}
      />
    );
    render(<Pagination page={2} pageCount={4} hrefForPage={hrefForPage} renderLink={renderLink} />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith(hrefForPage(3));
  });

  it('windows the page numbers, filling a one-page gap instead of an ellipsis', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 9, 10]);
    expect(pageWindow(5, 9, 2)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
