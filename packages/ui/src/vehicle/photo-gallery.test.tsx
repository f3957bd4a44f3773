import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhotoGallery } from './index';

const photos = [
  { src: '/1.jpg', alt: 'Front of the car' },
  { src: '/2.jpg', alt: 'Driver side' },
  { src: '/3.jpg' },
];

function mainImage() {
  return screen.getByRole('figure').querySelector('img');
}

describe('PhotoGallery', () => {
  it('shows the first photo with its alt text and a labelled thumbnail per photo', () => {
    render(<PhotoGallery photos={photos} title="Used 2019 Honda Civic EX" />);
    expect(screen.getByRole('region', { name: 'Photos of Used 2019 Honda Civic EX' })).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'Front of the car' });
    expect(photo).toHaveAttribute('src', '/1.jpg');
    // The page's largest paint goes first (issue 11's LCP), ahead of the lazy thumbnails.
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('button', { name: 'Photo 1 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Photo 2 of 3' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Photo 3 of 3' })).toBeInTheDocument();
  });

  it('gives every thumbnail its width and height in the markup, so it takes its place before it loads', () => {
    render(<PhotoGallery photos={photos} title="Civic" />);
    const thumbnails = screen.getByRole('list', { name: 'Thumbnails' }).querySelectorAll('img');
    expect(thumbnails).toHaveLength(3);
    for (const thumbnail of thumbnails) {
      expect(thumbnail).toHaveAttribute('width', '80');
      expect(thumbnail).toHaveAttribute('height', '60');
    }
  });

  it('gives a photo without alt text one built from the title', async () => {
    const user = userEvent.setup();
    render(<PhotoGallery photos={photos} title="Used 2019 Honda Civic EX" />);
    await user.click(screen.getByRole('button', { name: 'Photo 3 of 3' }));
    expect(mainImage()).toHaveAttribute('alt', 'Used 2019 Honda Civic EX, photo 3 of 3');
  });

  it('steps with the previous and next buttons, wrapping at both ends', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    render(<PhotoGallery photos={photos} title="Civic" onIndexChange={onIndexChange} />);
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(mainImage()).toHaveAttribute('src', '/2.jpg');
    expect(screen.getByText('Photo 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(mainImage()).toHaveAttribute('src', '/3.jpg');
    expect(onIndexChange.mock.calls).toEqual([[1], [0], [2]]);
  });

  it('moves with the arrow keys, Home and End, focus following along the thumbnails', async () => {
    const user = userEvent.setup();
    render(<PhotoGallery photos={photos} title="Civic" />);
    const first = screen.getByRole('button', { name: 'Photo 1 of 3' });
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Photo 2 of 3' })).toHaveFocus();
    expect(mainImage()).toHaveAttribute('src', '/2.jpg');
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Photo 3 of 3' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(mainImage()).toHaveAttribute('src', '/3.jpg');
    await user.keyboard('{Home}');
    expect(mainImage()).toHaveAttribute('src', '/1.jpg');
  });

  it('keeps one thumbnail in the tab order, and arrows work from the next button too', async () => {
    const user = userEvent.setup();
    render(<PhotoGallery photos={photos} title="Civic" />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous photo' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Photo 1 of 3' })).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
    screen.getByRole('button', { name: 'Next photo' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(mainImage()).toHaveAttribute('src', '/2.jpg');
    expect(screen.getByRole('button', { name: 'Next photo' })).toHaveFocus();
  });

  it('follows a controlled index', () => {
    const { rerender } = render(<PhotoGallery photos={photos} title="Civic" index={1} />);
    expect(mainImage()).toHaveAttribute('src', '/2.jpg');
    rerender(<PhotoGallery photos={photos} title="Civic" index={2} />);
    expect(mainImage()).toHaveAttribute('src', '/3.jpg');
  });

  it('shows one photo without controls, and no photo as a placeholder', () => {
    const { rerender } = render(<PhotoGallery photos={[{ src: '/only.jpg', alt: 'Only' }]} title="Civic" />);
    expect(screen.getByRole('img', { name: 'Only' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<PhotoGallery photos={[]} title="Civic" />);
    expect(screen.getByText('No photos yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
