import { ParticleBackground, SESSION_QUERY_KEY, apiClient, ApiError, type AdminSession } from '@podcast/web-kit';
import { useToast } from '@podcast/web-kit/admin';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Logo } from '../layout/logo';
import { RETURN_PARAM, safeReturnPath } from '../routing/return-path';
import { SecondFactorForm } from './second-factor-form';

interface LoginValues {
  email: string;
  password: string;
}

export function LoginPage() {
  const [pending, setPending] = useState(false);
  const toast = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // A session left at the code step, as the shell's session check already read it. Only the cache:
  // asking /api/admin/me here would answer a signed-out visitor 401, a console error on every login page.
  const admin = queryClient.getQueryData<AdminSession | null>(SESSION_QUERY_KEY);
  // The password was right and a code is owed (now, or in a session left at this step): the second step.
  const [codeStep, setCodeStep] = useState(false);
  const showCodeStep = codeStep || admin?.twoFactor === 'required';

  const finish = async () => {
    toast.success('Success', 'Logged in successfully');
    // Refetch the session check even though no screen watches it right now, so the page we return to
    // (which may redirect a logged-out visitor) already sees the new session.
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY, refetchType: 'all' });
    // Spec: success goes to /admin; a login another admin page asked for returns there instead.
    navigate(safeReturnPath(searchParams.get(RETURN_PARAM)), { replace: true });
  };

  const submit = async ({ email, password }: LoginValues) => {
    // Spec §5: submit does nothing if either field is empty.
    if (!email || !password) return;
    setPending(true);
    try {
      const answer = await apiClient.post('/api/admin/login', { body: { username: email, password } });
      if (answer.twoFactor === 'required') {
        setCodeStep(true);
        return;
      }
      if (answer.twoFactor === 'enrol') {
        // The owners require two-factor for everyone: set it up before anything else.
        await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY, refetchType: 'all' });
        navigate('/admin/account', { replace: true });
        return;
      }
      await finish();
    } catch (error) {
      const message = error instanceof ApiError ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : '';
      toast.error('Login Failed', message || 'Invalid credentials');
    } finally {
      setPending(false);
    }
  };

  return (
    <main
      style={{ position: 'relative', minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#0b1020', padding: 16, boxSizing: 'border-box' }}
    >
      <ParticleBackground />
      <Card
        title={
          <span style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <Logo size={28} />
            {showCodeStep ? 'Two-factor sign-in' : 'Admin Login'}
          </span>
        }
        style={{ position: 'relative', zIndex: 1, width: '100%', maxWidth: 400 }}
      >
        {showCodeStep ? (
          <SecondFactorForm onDone={() => void finish()} />
        ) : (
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
        )}
        <p style={{ margin: '16px 0 0', textAlign: 'center' }}>
          <Link to="/admin/forgot-password">Forgot your password?</Link>
        </p>
      </Card>
    </main>
  );
}
