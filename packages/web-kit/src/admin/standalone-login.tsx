import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../api-client';
import { apiClient } from '../typed-api';
import { SESSION_QUERY_KEY, useAdminSession } from '../session';

/**
 * For a remote running standalone in development only: asks for the admin login before showing the
 * screen. Inside the shell, the shell owns the session check and this is never rendered.
 */
export function StandaloneLoginGate({ children }: { children: ReactNode }) {
  const { isLoggedIn, isLoading } = useAdminSession();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  if (isLoading) return null;
  if (isLoggedIn) return <>{children}</>;
  const submit = async (values: { email: string; password: string }) => {
    try {
      await apiClient.post('/api/admin/login', { body: { username: values.email, password: values.password } });
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.serverMessage ?? caught.message) : 'Login failed');
    }
  };
  return (
    <Card title="Standalone development: admin login" style={{ maxWidth: 420, margin: '48px auto' }}>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label="Email" name="email" rules={[{ required: true }]}>
          <Input type="email" autoComplete="username" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {error && <Typography.Text type="danger">{error}</Typography.Text>}
        <Button type="primary" htmlType="submit" block>
          Login
        </Button>
      </Form>
    </Card>
  );
}
