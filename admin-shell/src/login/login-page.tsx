import { ParticleBackground, SESSION_QUERY_KEY, api, ApiError } from '@podcast/web-kit';
import { useToast } from '@podcast/web-kit/admin';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Logo } from '../layout/logo';

interface LoginValues {
  email: string;
  password: string;
}

export function LoginPage() {
  const [pending, setPending] = useState(false);
  const toast = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const submit = async ({ email, password }: LoginValues) => {
    // Spec §5: submit does nothing if either field is empty.
    if (!email || !password) return;
    setPending(true);
    try {
      await api.post('/api/admin/login', { username: email, password });
      toast.success('Success', 'Logged in successfully');
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      navigate('/admin');
    } catch (error) {
      const message = error instanceof ApiError ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : '';
      toast.error('Login Failed', message || 'Invalid credentials');
    } finally {
      setPending(false);
    }
  };

  return (
    <div style={{ position: 'relative', minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#0b1020', padding: 16 }}>
      <ParticleBackground />
      <Card
        title={
          <span style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <Logo size={28} />
            Admin Login
          </span>
        }
        style={{ position: 'relative', zIndex: 1, width: '100%', maxWidth: 400 }}
      >
        <Form<LoginValues> layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
          <Form.Item label="Email" name="email" rules={[{ required: true, message: 'Email is required' }]}>
            <Input type="email" autoComplete="username" />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Password is required' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={pending}>
            {pending ? 'Logging in...' : 'Login'}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
