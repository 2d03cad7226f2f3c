import { Component, type ErrorInfo, type ReactNode } from 'react';
import { REMOTE_ERROR_EVENT } from '../telemetry/remote-error-event';

interface Props {
  remote: string;
  fallback: (retry: () => void) => ReactNode;
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/** Contains a remote that throws while rendering: only its area shows the fallback. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[platform] ${this.props.remote} failed while rendering`, error, info.componentStack);
    window.dispatchEvent(new CustomEvent(REMOTE_ERROR_EVENT, { detail: { remote: this.props.remote, error } }));
    this.props.onError?.(error);
  }

  private readonly retry = (): void => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
