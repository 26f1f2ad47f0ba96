import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { remotesManifest } from './federation/remotes';
import './styles.css';

// Start fetching the remotes manifest at once; sections wait for it, the shell's own pages don't.
remotesManifest().catch((error: unknown) => console.error('[shell] remotes manifest unavailable', error));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
