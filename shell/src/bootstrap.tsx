import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { localeOfPath } from '@pawpals/contracts';
import { App } from './app/App';
import { pageCatalog } from './i18n/page-catalog';
import { remotesManifest } from './federation/remotes';
import { registerServiceWorker } from './pwa/service-worker-registration';
import './styles.css';

// Start fetching the remotes manifest at once; sections wait for it, the shell's own pages don't.
remotesManifest().catch((error: unknown) => console.error('[shell] remotes manifest unavailable', error));

const container = document.getElementById('root')!;
const locale = localeOfPath(window.location.pathname);
// A page the gateway sent prerendered (shell/tools/prerender.mjs) is already drawn: React takes over its
// markup. Either way the first render is a transition, so React renders it in slices of a few milliseconds
// and the page stays responsive while it is built (one long task on a slow phone otherwise: Total
// Blocking Time).
// The page's catalog first (none for English; a Spanish page's comes alongside the shell's code), so the
// first render speaks the language the server drew the page in.
void pageCatalog(locale).then((messages) => {
  const app = (
    <StrictMode>
      <App locale={locale} messages={messages} />
    </StrictMode>
  );
  startTransition(() => {
    if (container.firstElementChild) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});

// Installable and offline (docs/decisions/0143-installable-and-offline.md): registered after the page's load.
registerServiceWorker();
