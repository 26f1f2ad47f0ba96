import { Component, startTransition, useCallback, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@pawpals/remotes';
import { loadRemoteModule, peekRemoteModule } from './remotes';

type State<P> = { status: 'loading' } | { status: 'ready'; Component: ComponentType<P> } | { status: 'error' };

interface RemoteModuleProps<P> {
  remote: RemoteName;
  /** Exposed module without './', e.g. 'routes'. Its default export is rendered. */
  module: string;
  props: P;
  loading: ReactNode;
  /** What to render when the remote is down; gets a retry callback. */
  unavailable: (retry: () => void, retrying: boolean) => ReactNode;
}

/** Loads a remote's exposed component at run time and renders it, or a contained fallback. */
export function RemoteModule<P extends object>({ remote, module, props, loading, unavailable }: RemoteModuleProps<P>) {
  const [state, setState] = useState<State<P>>(() => {
    const cached = peekRemoteModule<{ default: ComponentType<P> }>(remote, module);
    return cached ? { status: 'ready', Component: cached.default } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    if (state.status === 'ready') return;
    let cancelled = false;
    loadRemoteModule<{ default: ComponentType<P> }>(remote, module, { retry: attempt > 0 })
      .then((mod) => {
        // A transition: the section's first render is done in interruptible slices, not one long task
        // (docs/decisions/0061-main-thread-work-on-the-first-load.md).
        if (!cancelled) startTransition(() => setState({ status: 'ready', Component: mod.default }));
      })
      .catch((error: unknown) => {
        console.error(`[shell] ${remote}/${module} is unavailable`, error);
        if (!cancelled) setState({ status: 'error' });
      })
      .finally(() => {
        if (!cancelled) setRetrying(false);
      });
    return () => {
      cancelled = true;
    };
    // state.status intentionally omitted: a load starts on mount and on every retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, module, attempt]);

  const ready = state.status === 'ready';
  const retry = useCallback(() => {
    // A section that failed to load is fetched again; one that crashed while rendering is remounted.
    if (!ready) setRetrying(true);
    setAttempt((a) => a + 1);
  }, [ready]);

  if (state.status === 'error') return <>{unavailable(retry, retrying)}</>;
  if (state.status === 'loading') return <>{loading}</>;
  const Loaded = state.Component;
  return (
    <RenderBoundary key={attempt} fallback={unavailable(retry, retrying)}>
      <Loaded {...props} />
    </RenderBoundary>
  );
}

/** A remote that throws while rendering is contained like one that failed to load. */
class RenderBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[shell] a section crashed while rendering', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
