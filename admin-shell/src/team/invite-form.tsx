import { ApiError } from '@podcast/web-kit';
import { StaffRole, STAFF_ROLE_LABELS, STAFF_ROLES } from '@podcast/contracts';
import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import type { InvitationSent } from './team-api';

interface InviteValues {
  email: string;
  role: StaffRole;
}

interface InviteFormProps {
  invite: (email: string, role: StaffRole) => Promise<InvitationSent>;
  onSent: (sent: InvitationSent) => void;
  onError: (message: string) => void;
}

/** Invites a colleague by email with a role; the server's per-field messages land on the fields. */
export function InviteForm({ invite, onSent, onError }: InviteFormProps) {
  const [form] = Form.useForm<InviteValues>();
  const [pending, setPending] = useState(false);

  const submit = async ({ email, role }: InviteValues) => {
    setPending(true);
    try {
      onSent(await invite(email, role));
      form.resetFields();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        form.setFields(Object.entries(error.fieldErrors).map(([name, errors]) => ({ name: name as keyof InviteValues, errors })));
      } else {
        onError(error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error));
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Form<InviteValues>
      form={form}
      layout="vertical"
      className="team-invite"
      initialValues={{ role: StaffRole.Editor }}
      onFinish={(values) => void submit(values)}
      requiredMark={false}
      aria-label="Invite a colleague"
    >
      <Form.Item
        label="Email"
        name="email"
        className="team-invite__email"
        rules={[
          { required: true, message: 'Email is required' },
          { type: 'email', message: 'Please enter a valid email address' },
        ]}
      >
        <Input type="email" autoComplete="off" placeholder="colleague@example.com" />
      </Form.Item>
      <Form.Item label="Role" name="role" className="team-invite__role">
        <Select options={STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }))} />
      </Form.Item>
      <Form.Item label=" " className="team-invite__submit">
        <Button type="primary" htmlType="submit" loading={pending}>
          {pending ? 'Sending...' : 'Send invitation'}
        </Button>
      </Form.Item>
    </Form>
  );
}
