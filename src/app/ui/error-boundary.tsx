import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { fr } from './fr.ts';
import { MessageScreen } from './message-screen.tsx';

/** What a screen shows instead of itself when it failed to render. */
function ScreenError() {
  return (
    <MessageScreen
      title={fr.screenErrorTitle}
      text={fr.screenErrorText}
      alert
      action={
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {fr.reload}
        </button>
      }
    />
  );
}

interface Props {
  /** A new value after an error shows the children again (a new location). */
  resetKey: unknown;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Catches a render error of its children and shows ScreenError in their place, so that the
 * frame around them (menu, top bar) keeps working; cleared when `resetKey` changes. React
 * itself logs the error to the console.
 */
class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    return this.state.failed ? <ScreenError /> : this.props.children;
  }
}

/**
 * One screen's boundary: a render error replaces the screen, not the app, and leaving (any
 * navigation, even to the same menu entry) tries the screen again.
 */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <ErrorBoundary resetKey={location.key}>{children}</ErrorBoundary>;
}
