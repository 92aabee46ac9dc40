import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from '@/components/error-page';
import { reportError } from '@/lib/error-reporting';

interface State {
  failed: boolean;
}

/** A screen that crashed is reported to the server and replaced by a way out. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (info.componentStack && !error.cause) error.cause = info.componentStack;
    void reportError(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorPage actionLabel="Reload" onAction={() => window.location.assign('/')} />;
  }
}
