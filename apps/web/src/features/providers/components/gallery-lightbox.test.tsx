import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { galleryPhotos, wrapIndex } from '../gallery-index.ts';
import { GalleryLightboxDialog as GalleryLightbox } from './gallery-lightbox-dialog.tsx';

describe('wrapIndex', () => {
  it('wraps past both ends', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, -1, 3)).toBe(0);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 0)).toBe(0);
  });

  it('lists every photo once, gallery first', () => {
    expect(galleryPhotos([{ file_url: 'a' }, { file_url: 'b' }], [{ file_url: 'b' }, { file_url: 'c' }]).map((p) => p.file_url)).toEqual(['a', 'b', 'c']);
  });
});

const photos = [1, 2, 3].map((n) => ({ file_url: `/p/${n}.svg`, file_name: `${n}.svg` }));

const Harness = () => {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setIndex(2)}>
        Open last photo
      </button>
      <GalleryLightbox photos={photos} index={index} onIndexChange={setIndex} title="Harbourside" />
    </>
  );
};

const image = () => within(screen.getByRole('dialog')).getByTestId('lightbox-image');

describe('gallery lightbox', () => {
  it('wraps around with the buttons and the arrow keys, and Escape closes it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open last photo' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Harbourside · Photo 3 of 3');
    expect(image()).toHaveAttribute('src', '/p/3.svg');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(image()).toHaveAttribute('src', '/p/1.svg');
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(image()).toHaveAttribute('src', '/p/3.svg');
    await user.keyboard('{ArrowRight}');
    expect(image()).toHaveAttribute('src', '/p/1.svg');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(image()).toHaveAttribute('src', '/p/2.svg');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open last photo' }));
    await user.click(screen.getByRole('button', { name: 'Close photo viewer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
