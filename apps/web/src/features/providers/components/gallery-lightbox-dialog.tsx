import * as RadixDialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { wrapIndex } from '../gallery-index.ts';

export type TLightboxPhoto = { file_url: string; file_name?: string | null };

export type TGalleryLightboxProps = {
  photos: readonly TLightboxPhoto[];
  /** The photo shown, or null when closed. */
  index: number | null;
  onIndexChange(index: number | null): void;
  /** Names the photos for screen readers: '<title> photo 3 of 12'. */
  title: string;
};

const navButton =
  'absolute top-1/2 z-10 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow-lg transition hover:bg-white focus-visible:outline-accent-300 sm:size-14';

/** A full-screen photo viewer: previous and next wrap around; ArrowLeft, ArrowRight and Escape work (gallery-lightbox.tsx loads it). */
export const GalleryLightboxDialog = ({ photos, index, onIndexChange, title }: TGalleryLightboxProps) => {
  const count = photos.length;
  const isOpen = index !== null && count > 0;
  const current = isOpen ? photos[Math.min(index, count - 1)] : undefined;
  const position = isOpen ? Math.min(index, count - 1) : 0;
  const go = (step: number) => onIndexChange(wrapIndex(position, step, count));

  return (
    <RadixDialog.Root open={isOpen} onOpenChange={(open) => !open && onIndexChange(null)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/90 data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col focus:outline-none"
          onKeyDown={(event) => {
            if (event.key === 'ArrowLeft') {
              event.preventDefault();
              go(-1);
            } else if (event.key === 'ArrowRight') {
              event.preventDefault();
              go(1);
            }
          }}
        >
          <div className="flex items-center justify-between gap-3 px-4 py-3 text-white sm:px-6">
            <RadixDialog.Title className="flex min-w-0 gap-1.5 text-sm font-semibold sm:text-base">
              <span className="truncate">{title}</span>{' '}
              <span className="shrink-0 font-normal text-white/75">· Photo {position + 1} of {count}</span>
            </RadixDialog.Title>
            <RadixDialog.Close
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/15 focus-visible:outline-accent-300"
              aria-label="Close photo viewer"
            >
              <X className="size-6" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-3 pb-6 sm:px-20">
            {current && (
              <img
                key={current.file_url}
                src={current.file_url}
                alt={`${title} photo ${position + 1} of ${count}`}
                data-testid="lightbox-image"
                className="max-h-full max-w-full rounded-lg object-contain shadow-2xl animate-fade-in"
              />
            )}
            {count > 1 && (
              <>
                <button type="button" onClick={() => go(-1)} className={`${navButton} left-3 sm:left-6`} aria-label="Previous photo">
                  <ChevronLeft className="size-7" aria-hidden="true" />
                </button>
                <button type="button" onClick={() => go(1)} className={`${navButton} right-3 sm:right-6`} aria-label="Next photo">
                  <ChevronRight className="size-7" aria-hidden="true" />
                </button>
              </>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
};
