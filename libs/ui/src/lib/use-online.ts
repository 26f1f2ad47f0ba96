import { useSyncExternalStore } from 'react';

const subscribeToConnection = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser reports a network, kept current by its online/offline events (online when drawn on the server). */
export const useOnline = () => useSyncExternalStore(subscribeToConnection, () => navigator.onLine, () => true);
