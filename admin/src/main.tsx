import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { captureTokenFromUrl } from './auth/token';

// Old links carry `?eng=<token>`: move it into the cookie before anything renders or fetches.
captureTokenFromUrl();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
