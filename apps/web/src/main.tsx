import { StrictMode } from 'react';
import { startApp } from '@app/web-core/hydration.tsx';
import { loadPrerenderedPage } from '@app/web-core/route-preload.ts';
import { App } from './app/app.tsx';
import { routes } from './app/router.tsx';
import './styles.css';

// Hydrates a prerendered public page once its page's code has loaded, renders any other from nothing.
startApp(
  <StrictMode>
    <App />
  </StrictMode>,
  { beforeHydrating: () => loadPrerenderedPage(routes, window.location.pathname) },
);
