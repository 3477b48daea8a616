import { Component, type ErrorInfo, type ReactNode } from 'react';
import { StatusPage } from '@/components/status/status-page';

interface Props {
  children: ReactNode;
  /** Changing it clears a caught error (pass the location, so navigating away recovers). */
  resetKey: string;
}

interface State {
  hasError: boolean;
  resetKey: string;
}

/** Keeps the layout usable when a page fails to render or its code cannot be loaded. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { hasError: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) {
      return (
        <StatusPage
          code="Error"
          title="Something went wrong"
          message="This page could not be displayed. Please reload the page or try again later."
        />
      );
    }
    return this.props.children;
  }
}
