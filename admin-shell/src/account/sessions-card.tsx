import { apiClient, ApiError, type ApiResponse } from '@podcast/web-kit';
import { LoadError, ToneTag, useToast } from '@podcast/web-kit/admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, List, Skeleton, Typography } from 'antd';
import { useState } from 'react';

type StaffSession = ApiResponse<'/api/admin/sessions', 'get'>[number];

export const SESSIONS_QUERY_KEY = ['admin-shell', 'sessions'] as const;

const when = (value: string | null) => (value ? new Date(value).toLocaleString() : 'unknown');

/**
 * Your signed-in sessions (issue 31 item 6): device, where and when, and an end button for each
 * (ending this one signs you out). Ending asks nothing first: it only signs a browser out, and
 * signing in again undoes it.
 */
export function SessionsCard() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: SESSIONS_QUERY_KEY, queryFn: ({ signal }) => apiClient.get('/api/admin/sessions', { signal }) });
  const [ending, setEnding] = useState<string | null>(null);

  const run = async (key: string, action: () => Promise<unknown>, done: string, signsOut: boolean) => {
    setEnding(key);
    try {
      await action();
      if (signsOut) {
        window.location.assign('/admin/login');
        return;
      }
      toast.success(done);
    } catch (error) {
      toast.error('Could not end the session', error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error));
    } finally {
      setEnding(null);
      await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    }
  };

  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  return (
    <Card size="small" className="account__card" title={<h2 className="account__card-title">Where you are signed in</h2>}>
      {sessions.isLoading ? (
        <Skeleton active aria-label="Loading your sessions" />
      ) : sessions.isError ? (
        <LoadError title="Could not load your sessions" error={sessions.error} onRetry={sessions.refetch} retrying={sessions.isFetching} />
      ) : (
        <>
          <List<StaffSession>
            dataSource={sessions.data}
            renderItem={(session) => (
              <List.Item
                actions={[
                  <Button
                    key="end"
                    size="small"
                    loading={ending === session.handle}
                    aria-label={session.current ? 'Sign out this browser' : `End the session on ${session.device}`}
                    onClick={() =>
                      void run(
                        session.handle,
                        () => apiClient.delete('/api/admin/sessions/{handle}', { params: { path: { handle: session.handle } } }),
                        'Session ended',
                        session.current,
                      )
                    }
                  >
                    {session.current ? 'Sign out' : 'End'}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <span>
                      {session.device} {session.current && <ToneTag tone="blue">This browser</ToneTag>}
                    </span>
                  }
                  description={
                    <Typography.Text type="secondary">
                      Signed in {when(session.signedInAt)} · last active {when(session.lastSeenAt)}
                      {session.address ? ` · ${session.address}` : ''}
                    </Typography.Text>
                  }
                />
              </List.Item>
            )}
          />
          <Button
            disabled={others === 0}
            loading={ending === 'others'}
            onClick={() => void run('others', () => apiClient.post('/api/admin/sessions/end-others'), 'Signed out everywhere else', false)}
          >
            Sign out everywhere else
          </Button>
        </>
      )}
    </Card>
  );
}
