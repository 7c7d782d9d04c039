import { useAdminSession, usePageTitle } from '@podcast/web-kit';
import { Typography } from 'antd';
import { PasswordCard } from './password-card';
import { ProfileCard } from './profile-card';
import { SessionsCard } from './sessions-card';
import { RequireForEveryoneCard, TwoFactorCard } from './two-factor-cards';
import './account.css';

/**
 * /admin/account: every signed-in person's own account and its security (issue 31): name and role,
 * password, two-factor sign-in (and, for owners, requiring it for everyone), and where they are
 * signed in. While the owners require two-factor and it is not set up yet, only its card shows.
 */
export function AccountPage() {
  usePageTitle('Account security');
  const { admin } = useAdminSession();
  const mustEnrol = admin?.twoFactor === 'enrol';
  return (
    <div className="account account-page">
      <Typography.Title level={1} className="account__title">
        Account security
      </Typography.Title>
      <Typography.Paragraph type="secondary">Signed in as {admin?.email}</Typography.Paragraph>
      {!mustEnrol && <ProfileCard />}
      <TwoFactorCard />
      {!mustEnrol && admin?.permissions.includes('settings.manage') && admin.twoFactor === 'none' && <RequireForEveryoneCard />}
      {!mustEnrol && <PasswordCard />}
      {!mustEnrol && <SessionsCard />}
    </div>
  );
}
