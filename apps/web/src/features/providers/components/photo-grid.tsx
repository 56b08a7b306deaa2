import { ImageOff } from 'lucide-react';
import { cx } from '@app/ui/cx.ts';
import { EmptyState } from '@app/ui/state-panels.tsx';
import type { TLightboxPhoto } from './gallery-lightbox.tsx';

type TPhotoGridProps = {
  photos: readonly TLightboxPhoto[];
  businessName: string;
  onOpen(index: number): void;
  className?: string;
};

/** Photos as buttons that open the lightbox; 'No photos available' when there are none. */
export const PhotoGrid = ({ photos, businessName, onOpen, className }: TPhotoGridProps) => {
  if (photos.length === 0) {
    return (
      <EmptyState
        icon={ImageOff}
        iconClassName="bg-stone-100 text-stone-500"
        title="No photos available"
        titleAs="p"
        body="This provider has not added any photos yet."
      />
    );
  }
  return (
    <ul className={cx('grid grid-cols-2 gap-3 sm:grid-cols-3', className)}>
      {photos.map((photo, index) => (
        <li key={photo.file_url}>
          <button
            type="button"
            onClick={() => onOpen(index)}
            className="group block aspect-[4/3] w-full overflow-hidden rounded-xl bg-stone-100 ring-1 ring-stone-200"
            aria-label={`Open ${businessName} photo ${index + 1} of ${photos.length}`}
          >
            <img
              src={photo.file_url}
              alt=""
              loading="lazy"
              className="size-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
            />
          </button>
        </li>
      ))}
    </ul>
  );
};
