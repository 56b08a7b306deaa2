import { lazy, Suspense, useEffect, useState } from 'react';
import { whenPageIdle } from '@app/web-core/when-page-idle.ts';
import type { TGalleryLightboxProps } from './gallery-lightbox-dialog.tsx';

export type { TLightboxPhoto } from './gallery-lightbox-dialog.tsx';

const loadDialog = () => import('./gallery-lightbox-dialog.tsx');
const LightboxDialog = lazy(() => loadDialog().then((module) => ({ default: module.GalleryLightboxDialog })));

/**
 * The full-screen photo viewer (gallery-lightbox-dialog.tsx). Its dialog library loads once the page
 * is idle, not with a provider's page (whose first screen on a phone waited for it), and it is drawn
 * from the first time a photo is opened.
 */
export const GalleryLightbox = (props: TGalleryLightboxProps) => {
  const [hasOpened, setHasOpened] = useState(false);
  const isOpen = props.index !== null;
  useEffect(() => whenPageIdle(() => void loadDialog()), []);
  useEffect(() => {
    if (isOpen) setHasOpened(true);
  }, [isOpen]);
  if (!isOpen && !hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <LightboxDialog {...props} />
    </Suspense>
  );
};
