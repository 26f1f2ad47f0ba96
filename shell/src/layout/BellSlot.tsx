import { RemoteModule } from '../federation/RemoteModule';

/** The notification bell is owned by mfe-account; if it can't load, the header simply goes without it. */
export function BellSlot() {
  return (
    <RemoteModule<Record<string, never>>
      remote="mfe_account"
      module="NotificationBell"
      props={{}}
      loading={<span className="inline-block size-10" aria-hidden="true" />}
      unavailable={() => null}
    />
  );
}
