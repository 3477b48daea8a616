import { Component, type ErrorInfo, type ReactNode } from 'react';
import { StatusPage } from '@/components/status/status-page';
import { useT } from '@/i18n/locale-context';

interface Props {
  children: ReactNode;
  /** Changing it clears a caught error (pass the location, so navigating away recovers). */
  resetKey: string;
}

interface State {
  hasError: boolean;
  resetKey: string;
}

/** What a failed page shows, in the page's language. */
function ErrorPage() {
  const t = useT().status;
  return <StatusPage code={t.errorCode} title={t.errorTitle} message={t.errorMessage} />;
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
      return <ErrorPage />;
    }
    return this.props.children;
  }
}
