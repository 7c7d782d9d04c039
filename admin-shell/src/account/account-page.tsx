import { Typography } from 'antd';
import { PasswordCard } from './password-card';
import { ProfileCard } from './profile-card';
import { SessionsCard } from './sessions-card';
import './account.css';

/** /admin/account: every person's own account (issue 31): name, password, sessions. */
export function AccountPage() {
  return (
    <div className="account">
      <Typography.Title level={1} className="account__title">
        Your account
      </Typography.Title>
      <ProfileCard />
      <PasswordCard />
      <SessionsCard />
    </div>
  );
}
