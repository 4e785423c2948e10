import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

export interface AppErrorBoundaryProps {
  children: ReactNode;
  /** When this changes (e.g. the route path), a shown error is cleared. */
  resetKey?: unknown;
  /** Called when the person asks to try again, before the children render afresh. */
  onReset?: () => void;
}

interface State {
  error: unknown;
  hasError: boolean;
  resetKey: unknown;
}

/**
 * Catches render errors and failed page-chunk loads (React.lazy throws them while rendering).
 * The error only goes to the console (SPEC.md section 2): nothing is sent anywhere.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, State> {
  override state: State = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(
    props: AppErrorBoundaryProps,
    state: State,
  ): Partial<State> | null {
    if (props.resetKey !== state.resetKey) {
      return { resetKey: props.resetKey, error: null, hasError: false };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unexpected error', error, info.componentStack);
  }

  private readonly reset = () => {
    this.props.onReset?.();
    this.setState({ error: null, hasError: false });
  };

  /** To the site root `#/`: inside the router the path change clears the error (resetKey). */
  private readonly goHome = () => {
    const atHome = window.location.hash === '' || window.location.hash === '#/';
    window.location.hash = '#/';
    if (atHome || this.props.resetKey === undefined) this.reset();
  };

  override render(): ReactNode {
    if (this.state.hasError) return <ErrorScreen onRetry={this.reset} onGoHome={this.goHome} />;
    return this.props.children;
  }
}
