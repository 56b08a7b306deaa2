// The checks the server makes of a picture, made before it is sent: the type (PROVIDER_IMAGE_TYPES),
// the size (PROVIDER_IMAGE_MAX_BYTES) and how many of a kind a profile may hold.
import {
  PROVIDER_ACCOUNT_MSG, PROVIDER_IMAGE_LIMITS, PROVIDER_IMAGE_MAX_BYTES, PROVIDER_IMAGE_TYPES, type TProviderImage, type TProviderImageKind,
} from '@app/contract';

/** What the file picker offers. */
export const IMAGE_ACCEPT = PROVIDER_IMAGE_TYPES.join(',');

/** Why this file cannot be uploaded, in the server's words; null when it can. */
export const imageFileProblem = (file: Pick<File, 'type' | 'size'>): string | null => {
  if (!(PROVIDER_IMAGE_TYPES as readonly string[]).includes(file.type)) return PROVIDER_ACCOUNT_MSG.imageWrongType;
  if (file.size === 0) return PROVIDER_ACCOUNT_MSG.imageMissing;
  if (file.size > PROVIDER_IMAGE_MAX_BYTES) return PROVIDER_ACCOUNT_MSG.imageTooLarge;
  return null;
};

/** How many more pictures of a kind fit (a new profile picture replaces the old one). */
export const imageRoom = (kind: TProviderImageKind, images: readonly Pick<TProviderImage, 'kind'>[]): number => {
  if (kind === 'profile_picture') return 1;
  return Math.max(0, PROVIDER_IMAGE_LIMITS[kind] - images.filter((image) => image.kind === kind).length);
};

export type TImagePlan = { files: File[]; problems: string[] };

/** The chosen files split into those to send and why the others are not sent (one message per reason and file). */
export const planUpload = (kind: TProviderImageKind, chosen: readonly File[], images: readonly Pick<TProviderImage, 'kind'>[]): TImagePlan => {
  const problems: string[] = [];
  const files: File[] = [];
  const room = imageRoom(kind, images);
  for (const file of chosen) {
    const problem = imageFileProblem(file);
    if (problem) problems.push(`${file.name}: ${problem}`);
    else if (files.length >= room) problems.push(`${file.name}: ${PROVIDER_ACCOUNT_MSG.imageLimitReached}`);
    else files.push(file);
  }
  return { files, problems };
};
