import { useQuery } from '@tanstack/react-query';
import { api } from '@podcast/web-kit';
import { Card, Typography } from 'antd';

export default function ManageEpisodes() {
  const health = useQuery({ queryKey: ['health'], queryFn: () => api.get<{ status: string }>('/api/health') });
  return (
    <Card title="Manage Episodes">
      <Typography.Text data-testid="api-line">{health.isLoading ? 'Loading...' : `API status: ${health.data?.status ?? 'unreachable'}`}</Typography.Text>
    </Card>
  );
}
