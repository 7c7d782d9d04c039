import { ADMIN_AREA_LABELS, STAFF_ROLE_LABELS, isStaffRole, type AdminArea } from '@podcast/contracts';
import { useAdminSession, usePageTitle } from '@podcast/web-kit';
import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { firstOpenPath } from './areas';
import { NAV_ENTRIES } from './route-table';

/**
 * What a deep link to an area the person's role does not open shows (issue 31 item 3): the area's
 * name, why, and who can change it. Only owners change roles (`team.manage`), so it sends the person
 * to an owner. The area's remote is not loaded for this page.
 */
export function ClosedAreaPage({ area }: { area: AdminArea }) {
  const { admin } = useAdminSession();
  const label = ADMIN_AREA_LABELS[area];
  usePageTitle(`No access to ${label}`);
  const role = admin && isStaffRole(admin.role) ? STAFF_ROLE_LABELS[admin.role] : null;
  const home = firstOpenPath(admin?.areas ?? []);
  const homeLabel = NAV_ENTRIES.find((entry) => entry.key === home)?.label;
  return (
    <Card style={{ maxWidth: 560, margin: '48px auto' }} data-testid="closed-area">
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        No access to {label}
      </Typography.Title>
      <Typography.Paragraph>
        {role ? `Your role (${role}) does not open the ${label} area` : `Your role does not open the ${label} area`}, so this page is not shown to you.
      </Typography.Paragraph>
      <Typography.Paragraph>Ask an owner of this back office to change your role.</Typography.Paragraph>
      {home && homeLabel && (
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          <Link to={home}>Go to {homeLabel}</Link>
        </Typography.Paragraph>
      )}
    </Card>
  );
}
