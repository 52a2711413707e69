import { Component, type ReactNode } from 'react';
import { bus } from '@duality/bus';
import type { AreaName } from '@duality/platform';
import { ErrorPanel } from '@duality/ui';

interface Props {
  area: AreaName;
  children: ReactNode;
}
interface State {
  error: Error | null;
  attempt: number;
}

/**
 * Catches a render error anywhere in an area, shows the error panel in the area's outlet (the shell and
 * other areas keep working), and announces it on the bus. Retry re-renders the area from scratch.
 */
export class AreaErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    bus.publish('remote.load_failed', {
      area: this.props.area,
      phase: 'render',
      message: error instanceof Error ? error.message : String(error),
    });
  }

  retry = () => {
    this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
    bus.publish('remote.recovered', { area: this.props.area });
  };

  override render() {
    if (this.state.error) {
      return (
        <ErrorPanel
          title="This page stopped working"
          message={this.state.error.message}
          onRetry={this.retry}
        />
      );
    }
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}
