import { useEffect, useState, type ComponentType } from 'react';

/**
 * Mounts the sender of the posts written offline (OfflinePostSender, docs/decisions/0145-offline-post-queue.md)
 * once the page has loaded, as a chunk of its own: the first screen does not wait for it, and it is drawn as
 * nothing on the server so hydration matches. Not where the browser cannot keep posts (no IndexedDB).
 */
export function OfflinePosts() {
  const [Sender, setSender] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (typeof indexedDB === 'undefined') return undefined;
    let live = true;
    const load = () => {
      import('./OfflinePostSender').then(
        (m) => {
          if (live) setSender(() => m.OfflinePostSender);
        },
        () => undefined, // a chunk that cannot load now: nothing kept is lost, the next page load tries again
      );
    };
    if (document.readyState === 'complete') load();
    else window.addEventListener('load', load, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', load);
    };
  }, []);
  return Sender ? <Sender /> : null;
}
