import { useEffect } from 'react';

export const SITE_TITLE = 'Hui Events for Providers';

/** Names the browser tab after the screen: 'Requests · Hui Events for Providers'. */
export const useDocumentTitle = (title: string | null | undefined): void => {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_TITLE}` : SITE_TITLE;
  }, [title]);
};
