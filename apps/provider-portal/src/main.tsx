import { StrictMode } from 'react';
import { startApp } from '@app/web-core/hydration.tsx';
import { App } from './app/app.tsx';
import './styles.css';

// Hydrates a prerendered public page, renders any other from nothing.
startApp(
  <StrictMode>
    <App />
  </StrictMode>,
);
