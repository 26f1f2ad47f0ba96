import { useSyncExternalStore } from 'react';
import { RefreshCw, WifiOff } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { Button, useIntl, useOnline } from '@pawpals/ui';

const m = defineMessages({
  offline: { id: 'shell.pwa.offline', defaultMessage: "You're offline — showing saved pages" },
  update: { id: 'shell.pwa.update', defaultMessage: 'A new version is available —' },
  reload: { id: 'shell.pwa.reload', defaultMessage: 'Reload' },
});
import { applyUpdate, subscribeToUpdate, waitingUpdate } from './service-worker-registration';

/** Drawn the same on the server and in the first render in the browser (online, no update), so hydration matches. */
export function PwaNotices() {
  const intl = useIntl();
  const offline = !useOnline();
  const update = useSyncExternalStore(subscribeToUpdate, waitingUpdate, () => null);
  return (
    <>
      {offline ? (
        <div role="status" data-testid="offline-notice" className="flex items-center justify-center gap-2 bg-stone-800 px-4 py-2 text-center text-sm font-medium text-white">
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          {intl.formatMessage(m.offline)}
        </div>
      ) : null}
      {update ? (
        <div role="status" data-testid="update-notice" className="flex flex-wrap items-center justify-center gap-3 bg-orange-50 px-4 py-2 text-center text-sm text-foreground">
          <span>{intl.formatMessage(m.update)}</span>
          <Button type="button" size="sm" variant="outline" onClick={() => applyUpdate()}>
            <RefreshCw aria-hidden="true" /> {intl.formatMessage(m.reload)}
          </Button>
        </div>
      ) : null}
    </>
  );
}
