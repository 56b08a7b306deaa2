/** The photo `step` places away from `index` in a gallery of `count`, wrapping at both ends. */
export const wrapIndex = (index: number, step: number, count: number): number => {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
};

/** Every photo once, in order: gallery pictures first, then service pictures. */
export const galleryPhotos = <T extends { file_url: string }>(...lists: readonly (readonly T[])[]): T[] => {
  const seen = new Set<string>();
  const photos: T[] = [];
  for (const list of lists) {
    for (const photo of list) {
      if (seen.has(photo.file_url)) continue;
      seen.add(photo.file_url);
      photos.push(photo);
    }
  }
  return photos;
};
