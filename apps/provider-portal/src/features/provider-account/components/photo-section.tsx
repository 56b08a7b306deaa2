import { useId, useState, type ChangeEvent } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { PROVIDER_IMAGE_LIMITS, PROVIDER_IMAGE_MAX_BYTES, type TProviderImage, type TProviderImageKind } from '@app/contract';
import { Button, buttonClasses } from '@app/ui/button.tsx';
import { cx } from '@app/ui/cx.ts';
import { Dialog } from '@app/ui/dialog.tsx';
import { FormError } from '@app/ui/input.tsx';
import { Spinner } from '@app/ui/spinner.tsx';
import { errorText } from '@app/web-core/api-client.ts';
import { notify } from '@app/web-core/notify.ts';
import { useDeleteImage } from '../api/delete-image.ts';
import { useUploadImage } from '../api/upload-image.ts';
import { IMAGE_ACCEPT, imageRoom, planUpload } from '../image-rules.ts';

export const PHOTO_TEXT: Record<TProviderImageKind, { title: string; description: string; noun: string }> = {
  profile_picture: { title: 'Profile picture', description: 'Your logo or a friendly photo: it sits beside your name everywhere organisers see you.', noun: 'profile picture' },
  service_image: { title: 'Service photos', description: 'Your best work. The first one is the cover of your card in organisers’ search.', noun: 'service photo' },
  gallery_image: { title: 'Gallery', description: 'More of your events, set-ups and team, shown on your full profile.', noun: 'gallery photo' },
};

const MAX_MB = PROVIDER_IMAGE_MAX_BYTES / 1024 / 1024;

type TPhotoSectionProps = {
  kind: TProviderImageKind;
  /** Every picture of the business (the room left counts those of this kind). */
  images: readonly TProviderImage[];
};

/** One kind of picture: what is there, Add (checked here first: type, size, room), and Remove with a confirmation. */
export const PhotoSection = ({ kind, images }: TPhotoSectionProps) => {
  const text = PHOTO_TEXT[kind];
  const mine = images.filter((image) => image.kind === kind).sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
  const isSingle = kind === 'profile_picture';
  const limit = PROVIDER_IMAGE_LIMITS[kind];
  const inputId = useId();
  const headingId = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const [progress, setProgress] = useState<{ current: number; total: number } | null>(null);
  const [toRemove, setToRemove] = useState<TProviderImage | null>(null);
  const upload = useUploadImage();
  const remove = useDeleteImage();
  const isFull = imageRoom(kind, images) === 0;
  const closeRemove = () => {
    setToRemove(null);
    remove.reset();
  };

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length === 0) return;
    const plan = planUpload(kind, chosen, images);
    const found = [...plan.problems];
    setProblems(found);
    let added = 0;
    for (const [index, file] of plan.files.entries()) {
      setProgress({ current: index + 1, total: plan.files.length });
      try {
        await upload.mutateAsync({ kind, file });
        added += 1;
      } catch (failure) {
        found.push(`${file.name}: ${errorText(failure, 'The upload failed. Please try again.')}`);
        setProblems([...found]);
      }
    }
    setProgress(null);
    if (added > 0) notify(added === 1 ? `${text.noun[0]!.toUpperCase()}${text.noun.slice(1)} added` : `${added} photos added`, 'success');
  };

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-base font-bold text-brand-950">
            {text.title}
            {!isSingle && (
              <span className="ml-2 text-sm font-medium text-stone-600">
                {mine.length} of {limit}
              </span>
            )}
          </h3>
          <p className="mt-1 text-sm leading-6 text-stone-700">{text.description}</p>
        </div>
        <div>
          <input
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            multiple={!isSingle}
            className="peer sr-only"
            disabled={progress !== null || isFull}
            onChange={(event) => void onFiles(event)}
            aria-describedby={`${inputId}-rules`}
          />
          <label
            htmlFor={inputId}
            className={cx(
              buttonClasses({ variant: 'secondary', size: 'sm' }),
              'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-400',
              (progress !== null || isFull) && 'pointer-events-none opacity-55',
            )}
          >
            <ImagePlus className="size-4" aria-hidden="true" />
            {isSingle ? (mine.length > 0 ? 'Replace picture' : 'Add picture') : 'Add photos'}
          </label>
        </div>
      </div>
      <p id={`${inputId}-rules`} className="mt-2 text-xs text-stone-600">
        JPEG, PNG, WebP or GIF, up to {MAX_MB} MB{isSingle ? '' : ' each'}.{isFull && ` You have ${limit}, the most this profile can hold: remove one to add another.`}
      </p>

      {progress && (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm font-medium text-brand-800">
          <Spinner />
          {progress.total === 1 ? 'Uploading…' : `Uploading ${progress.current} of ${progress.total}…`}
        </p>
      )}
      {problems.length > 0 && (
        <div role="alert" className="mt-3 rounded-xl border border-clay-100 bg-clay-50 px-3.5 py-2.5 text-sm font-medium text-clay-700">
          <ul className="space-y-1">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}

      {mine.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">{isSingle ? `No ${text.noun} yet.` : `No ${text.noun}s yet.`}</p>
      ) : (
        <ul className={cx('mt-4 grid gap-2.5', isSingle ? 'grid-cols-1' : 'grid-cols-3 sm:grid-cols-4')}>
          {mine.map((image, index) => (
            <li key={image.id} className={cx('relative', isSingle && 'w-32')}>
              <img
                src={image.file_url}
                alt={isSingle ? 'Your profile picture' : `${text.title} ${index + 1}: ${image.file_name}`}
                loading="lazy"
                className={cx('aspect-square w-full bg-stone-100 object-cover ring-1 ring-stone-200', isSingle ? 'rounded-full' : 'rounded-xl')}
              />
              <button
                type="button"
                onClick={() => setToRemove(image)}
                aria-label={`Remove ${isSingle ? 'your profile picture' : image.file_name}`}
                className="absolute right-1 top-1 inline-flex size-9 items-center justify-center rounded-full bg-white/95 text-clay-700 shadow ring-1 ring-stone-200 hover:bg-clay-50"
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}

      {toRemove && (
        <Dialog
          open
          size="sm"
          onOpenChange={(open) => {
            if (!open && !remove.isPending) closeRemove();
          }}
          title={`Remove this ${text.noun}?`}
          description="Organisers will no longer see it. This cannot be undone."
        >
          <img src={toRemove.file_url} alt="" className="mx-auto mb-4 max-h-40 rounded-xl object-cover" />
          <FormError className="mb-4">{remove.isError ? errorText(remove.error, 'The photo could not be removed. Please try again.') : null}</FormError>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={closeRemove} disabled={remove.isPending}>
              Keep It
            </Button>
            <Button
              variant="danger"
              isBusy={remove.isPending}
              busyText="Removing..."
              onClick={() =>
                remove.mutate(toRemove.id, {
                  onSuccess: (answer) => {
                    notify(answer.message, 'success');
                    closeRemove();
                  },
                })
              }
            >
              Remove
            </Button>
          </div>
        </Dialog>
      )}
    </section>
  );
};
