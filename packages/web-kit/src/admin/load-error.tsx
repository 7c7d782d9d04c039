import { Alert, Button } from 'antd';
import type { CSSProperties } from 'react';
import { plainErrorMessage } from '../plain-error';

export interface LoadErrorProps {
  /** What could not be loaded, as a heading: "Could not load the guests". */
  title: string;
  error: unknown;
  /** Called by Retry (usually a query's refetch). */
  onRetry: () => unknown;
  retrying?: boolean;
  style?: CSSProperties;
}

/** The one "could not load" state of admin lists and cards: a plain sentence and a Retry button. */
export function LoadError({ title, error, onRetry, retrying, style }: LoadErrorProps) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      description={plainErrorMessage(error)}
      style={style}
      action={
        <Button size="small" onClick={() => void onRetry()} loading={retrying}>
          Retry
        </Button>
      }
    />
  );
}
