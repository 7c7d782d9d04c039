import type { TwoFactorEnrolmentDto } from '@podcast/contracts';
import { apiClient, ApiError, SESSION_QUERY_KEY, useAdminSession } from '@podcast/web-kit';
import { useToast } from '@podcast/web-kit/admin';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Modal, Spin, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EnrolmentForm } from './enrolment-form';
import { RecoveryCodesView } from './recovery-codes-view';
import { accountKeys, useRequireSetting, useTwoFactorStatus } from './use-two-factor';

const messageOf = (error: unknown) => (error instanceof ApiError ? (error.serverMessage ?? error.message) : 'Something went wrong; try again');

/** Two-factor sign-in for the signed-in person: set it up, see what is left, turn it off. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const { admin } = useAdminSession();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolmentDto | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirmOff, setConfirmOff] = useState(false);
  const [busy, setBusy] = useState(false);
  const mustEnrol = admin?.twoFactor === 'enrol';

  const start = async () => {
    setBusy(true);
    try {
      setEnrolment(await apiClient.post('/api/admin/account/two-factor/enrolment'));
    } catch (error) {
      toast.error('Could not start the set-up', messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      // A check older than 10 minutes brings up the re-check prompt first (RecentCheckPrompt), then this call again.
      await apiClient.delete('/api/admin/account/two-factor');
      setConfirmOff(false);
      toast.success('Two-factor sign-in is off');
      await queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor });
    } catch (error) {
      toast.error('Two-factor sign-in is still on', messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const done = async () => {
    setCodes(null);
    setEnrolment(null);
    await queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor });
    if (mustEnrol) {
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY, refetchType: 'all' });
      navigate('/admin', { replace: true });
    }
  };

  let body;
  if (codes) body = <RecoveryCodesView codes={codes} onDone={() => void done()} />;
  else if (status.isLoading) body = <Spin aria-label="Loading two-factor status" />;
  else if (status.isError || !status.data)
    body = <Alert type="error" showIcon title="Could not load two-factor status" description={messageOf(status.error)} />;
  else if (status.data.enabled)
    body = (
      <>
        <Typography.Paragraph>
          <strong>Two-factor sign-in is on.</strong> Signing in asks for a code from your authenticator app. {status.data.recoveryCodesLeft} of 10 recovery
          codes are left.
        </Typography.Paragraph>
        {status.data.requiredForEveryone ? (
          <Typography.Paragraph type="secondary">It is required for everyone, so it cannot be turned off.</Typography.Paragraph>
        ) : (
          <Button danger onClick={() => setConfirmOff(true)}>
            Turn off two-factor sign-in
          </Button>
        )}
      </>
    );
  else if (enrolment) body = <EnrolmentForm enrolment={enrolment} onConfirmed={setCodes} />;
  else
    body = (
      <>
        <Typography.Paragraph>
          <strong>Two-factor sign-in is off.</strong> With it on, signing in asks for your password and a code from an authenticator app on your phone, so a
          stolen password alone does not open your account.
        </Typography.Paragraph>
        <Button type="primary" loading={busy} onClick={() => void start()}>
          Set up two-factor sign-in
        </Button>
      </>
    );

  return (
    <Card title={<h2 className="account-card__title">Two-factor sign-in</h2>} style={{ marginBottom: 24 }}>
      {mustEnrol && !codes && (
        <Alert
          type="info"
          showIcon
          title="Set up two-factor sign-in to continue"
          description="The owners require it for everyone. The rest of the back office opens once it is on."
          style={{ marginBottom: 16 }}
        />
      )}
      {body}
      <Modal
        open={confirmOff}
        title="Turn off two-factor sign-in?"
        onCancel={() => setConfirmOff(false)}
        onOk={() => void turnOff()}
        okText="Turn off"
        okButtonProps={{ danger: true, loading: busy }}
        destroyOnHidden
      >
        Signing in will ask only for your password, and your recovery codes stop working. You can set it up again later with a new QR code.
      </Modal>
    </Card>
  );
}

/** The owners' setting: everyone must sign in with two-factor. */
export function RequireForEveryoneCard() {
  const setting = useRequireSetting(true);
  const queryClient = useQueryClient();
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  const change = async (required: boolean) => {
    setSaving(true);
    try {
      await apiClient.put('/api/admin/settings/two-factor', { body: { required } });
      await queryClient.invalidateQueries({ queryKey: accountKeys.requireSetting });
      await queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor });
      toast.success(required ? 'Two-factor sign-in is now required for everyone' : 'Two-factor sign-in is no longer required');
    } catch (error) {
      toast.error('The setting was not changed', messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={<h2 className="account-card__title">Team sign-in policy</h2>}>
      <Flex gap={12} align="flex-start">
        <Switch
          id="require-two-factor"
          checked={setting.data?.required ?? false}
          loading={setting.isLoading || saving}
          onChange={(checked) => void change(checked)}
          aria-describedby="require-two-factor-help"
        />
        <div>
          <label htmlFor="require-two-factor">
            <strong>Require two-factor sign-in for everyone</strong>
          </label>
          <Typography.Paragraph id="require-two-factor-help" type="secondary" style={{ marginBottom: 0 }}>
            From their next sign-in, a person without it must set it up before anything else works.
          </Typography.Paragraph>
        </div>
      </Flex>
    </Card>
  );
}
