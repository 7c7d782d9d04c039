import { Component, Suspense, lazy, useMemo, useState, type ComponentType, type ReactNode } from 'react';

interface BoundaryProps {
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

export interface RemoteSlotProps<P> {
  /** The federated module id ("mfe_bookings/BookingsPage"), set as data-remote on the wrapper. */
  name: string;
  /** Loads the remote module; called again on retry. */
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
  loading: ReactNode;
  /** What to show when the remote cannot load; `retry` tries again without reloading the page. */
  renderError: (retry: () => void, error: Error) => ReactNode;
}

/**
 * Renders a federated module with a loading state and an error state with retry, so one dead remote
 * never takes the host down (DESIGN.md "Federation").
 */
export function RemoteSlot<P extends object>({ name, load, props, loading, renderError }: RemoteSlotProps<P>) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React.lazy caches its rejection forever.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is what forces the fresh lazy()
  const Loaded = useMemo(() => lazy(load), [load, attempt]);
  return (
    <div data-remote={name} style={{ display: 'contents' }}>
      <RemoteErrorBoundary
        key={`${name}#${attempt}`}
        fallback={(error) => <div data-testid="remote-error">{renderError(() => setAttempt((n) => n + 1), error)}</div>}
      >
        <Suspense fallback={<div data-testid="remote-loading">{loading}</div>}>
          <Loaded {...props} />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
