import { STAFF_NAME_MAX_LENGTH, STAFF_ROLE_LABELS } from '@podcast/contracts';
import { apiClient, ApiError, useAdminSession } from '@podcast/web-kit';
import { useToast } from '@podcast/web-kit/admin';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';

/** Who you are here: your address and role (set by an owner) and the name colleagues see. */
export function ProfileCard() {
  const { admin } = useAdminSession();
  const toast = useToast();
  const [pending, setPending] = useState(false);

  const submit = async ({ name }: { name: string }) => {
    setPending(true);
    try {
      await apiClient.patch('/api/admin/account', { body: { name } });
      toast.success('Name saved');
    } catch (error) {
      toast.error('Name not saved', error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Card size="small" className="account__card" title={<h2 className="account__card-title">Your account</h2>}>
      <Typography.Paragraph>
        Signed in as <strong>{admin?.email}</strong>, role <strong>{admin ? STAFF_ROLE_LABELS[admin.role] : ''}</strong>. Only an owner can change a role.
      </Typography.Paragraph>
      <Form<{ name: string }>
        initialValues={{ name: admin?.name ?? '' }}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
        style={{ maxWidth: 420 }}
      >
        <Form.Item
          label="Your name (what colleagues see)"
          name="name"
          rules={[
            { required: true, whitespace: true, message: 'Name is required' },
            { max: STAFF_NAME_MAX_LENGTH, message: `At most ${STAFF_NAME_MAX_LENGTH} characters` },
          ]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <Button htmlType="submit" loading={pending}>
          {pending ? 'Saving...' : 'Save name'}
        </Button>
      </Form>
    </Card>
  );
}
