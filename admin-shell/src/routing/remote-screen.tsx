import { RemoteSlot } from '@podcast/web-kit';
import { RemoteIncompatibleError } from '@podcast/web-kit/federation';
import { Button, Result, Spin } from 'antd';
import { REMOTE_SCREENS, type RemoteScreenKey } from './remote-screens';

/** One remote's screen inside the shell: a spinner while it loads, an error card with retry if it cannot. */
export function RemoteScreen({ screen }: { screen: RemoteScreenKey }) {
  const { id, load } = REMOTE_SCREENS[screen];
  return (
    <RemoteSlot
      name={id}
      load={load}
      props={{}}
      loading={
        <div style={{ padding: 48, textAlign: 'center' }}>
          <Spin aria-label="Loading module" />
        </div>
      }
      renderError={(retry, error) => (
        <Result
          status="warning"
          title="This section could not be loaded"
          subTitle={
            error instanceof RemoteIncompatibleError
              ? `${error.message}. The rest of the admin keeps working.`
              : `The module ${id.split('/')[0]} is unavailable right now. The rest of the admin keeps working.`
          }
          extra={
            <Button type="primary" onClick={retry}>
              Retry
            </Button>
          }
        />
      )}
    />
  );
}
