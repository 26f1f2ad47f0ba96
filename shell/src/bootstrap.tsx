import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { remotesManifest } from './federation/remotes';
import { registerServiceWorker } from './pwa/service-worker-registration';
import './styles.css';

// Start fetching the remotes manifest at once; sections wait for it, the shell's own pages don't.
remotesManifest().catch((error: unknown) => console.error('[shell] remotes manifest unavailable', error));

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A page the gateway sent prerendered (shell/tools/prerender.mjs) is already drawn: React takes over its
// markup. Either way the first render is a transition, so React renders it in slices of a few milliseconds
// and the page stays responsive while it is built (one long task on a slow phone otherwise: Total
// Blocking Time).
startTransition(() => {
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
});

// Installable and offline (docs/decisions/0143-installable-and-offline.md): registered after the page's load.
registerServiceWorker();
