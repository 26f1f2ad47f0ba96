import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SectionUnavailable } from '../federation/SectionUnavailable';

interface Props {
  children: ReactNode;
  /** Changes on navigation, so a failure on one page does not stick to the next. */
  resetKey: string;
}

class Boundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(prev: Props) {
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[shell] a page failed to load', error, info.componentStack);
  }
  override render() {
    // A lazy import that failed stays failed in this page load, so Retry reloads the document.
    return this.state.failed ? <SectionUnavailable onRetry={() => window.location.reload()} /> : this.props.children;
  }
}

/**
 * The shell's own pages load on demand; if a page's file cannot be fetched (offline, a deploy in
 * between), the page area says so with Retry while the header and footer keep working.
 */
export function PageLoadBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
