import { STAFF_PASSWORD_MAX_LENGTH } from '@podcast/contracts';
import { apiClient, ApiError } from '@podcast/web-kit';
import { useToast } from '@podcast/web-kit/admin';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { NewPasswordFields } from '../staff-links/password-fields';
import { SESSIONS_QUERY_KEY } from './sessions-card';

interface PasswordValues {
  currentPassword: string;
  password: string;
  repeat: string;
}

/** Changes your password (the current one is needed); your other sessions end. */
export function PasswordCard() {
  const [form] = Form.useForm<PasswordValues>();
  const [pending, setPending] = useState(false);
  const toast = useToast();
  const queryClient = useQueryClient();

  const submit = async ({ currentPassword, password }: PasswordValues) => {
    setPending(true);
    try {
      const { endedSessions } = await apiClient.post('/api/admin/account/password', { body: { currentPassword, newPassword: password } });
      form.resetFields();
      toast.success(
        'Password changed',
        endedSessions > 0 ? `Signed out ${endedSessions} other ${endedSessions === 1 ? 'session' : 'sessions'}.` : 'You had no other sessions.',
      );
      await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        form.setFields(
          Object.entries(error.fieldErrors).map(([name, errors]) => ({ name: (name === 'newPassword' ? 'password' : name) as keyof PasswordValues, errors })),
        );
      } else {
        toast.error('Password not changed', error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error));
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Card size="small" className="account__card" title={<h2 className="account__card-title">Change your password</h2>}>
      <Form<PasswordValues> form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} style={{ maxWidth: 420 }}>
        <Form.Item
          label="Current password"
          name="currentPassword"
          rules={[
            { required: true, message: 'Current password is required' },
            { max: STAFF_PASSWORD_MAX_LENGTH, message: `At most ${STAFF_PASSWORD_MAX_LENGTH} characters` },
          ]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" loading={pending}>
          {pending ? 'Saving...' : 'Change password'}
        </Button>
      </Form>
    </Card>
  );
}
