import { apiClient, ApiError, setRecentCheckHandler } from '@podcast/web-kit';
import { Alert, Button, Flex, Form, Input, Modal, Segmented, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';

type Method = 'password' | 'code';

/**
 * The re-check of issue 31: when an API answer says a sensitive action needs a recent check
 * (403 `recent-check-required`), web-kit's client waits on this prompt and sends the request again
 * once the person has confirmed with their password or a code. Cancel leaves the action undone.
 */
export function RecentCheckPrompt() {
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<Method>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const settle = useRef<((ok: boolean) => void) | null>(null);

  useEffect(
    () =>
      setRecentCheckHandler(
        () =>
          new Promise<boolean>((resolve) => {
            settle.current?.(false);
            settle.current = resolve;
            setValue('');
            setError(null);
            setOpen(true);
          }),
      ),
    [],
  );

  const close = (ok: boolean) => {
    setOpen(false);
    settle.current?.(ok);
    settle.current = null;
  };

  const submit = async () => {
    if (!value.trim()) {
      setError(method === 'password' ? 'Enter your password' : 'Enter a code');
      return;
    }
    setPending(true);
    try {
      await apiClient.post('/api/admin/session/check', { body: method === 'password' ? { password: value } : { code: value.trim() } });
      close(true);
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.serverMessage ?? caught.message) : 'The check could not be made; try again');
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal open={open} title="Confirm it is you" onCancel={() => close(false)} footer={null} destroyOnHidden width={440}>
      <Typography.Paragraph>
        This action needs a fresh check. Enter your password, or a code from your authenticator app (or a recovery code).
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void submit()} requiredMark={false}>
        <Segmented<Method>
          block
          aria-label="Confirm with"
          value={method}
          onChange={(next) => {
            setMethod(next);
            setValue('');
            setError(null);
          }}
          options={[
            { label: 'Password', value: 'password' },
            { label: 'Code', value: 'code' },
          ]}
          style={{ marginBottom: 16 }}
        />
        <Form.Item label={method === 'password' ? 'Your password' : 'Your code'} htmlFor="recent-check-input">
          {method === 'password' ? (
            <Input.Password
              id="recent-check-input"
              autoComplete="current-password"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              autoFocus
            />
          ) : (
            <Input
              id="recent-check-input"
              autoComplete="one-time-code"
              inputMode="text"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              autoFocus
            />
          )}
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
        <Flex justify="end" gap={8}>
          <Button onClick={() => close(false)}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={pending}>
            Confirm
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
