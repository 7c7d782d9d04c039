import { PERMISSION_LABELS, permissionsOf, STAFF_ROLE_LABELS, STAFF_ROLES } from '@podcast/contracts';
import { Collapse, Typography } from 'antd';

/** What each role may do, read from the one matrix in packages/contracts (the API enforces the same). */
export function RoleGuide() {
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'roles',
          label: 'What each role can do',
          children: STAFF_ROLES.map((role) => (
            <section key={role} aria-label={STAFF_ROLE_LABELS[role]} style={{ marginBottom: 12 }}>
              <Typography.Title level={4} style={{ fontSize: 15, margin: '0 0 4px' }}>
                {STAFF_ROLE_LABELS[role]}
              </Typography.Title>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {permissionsOf(role).map((permission) => (
                  <li key={permission}>{PERMISSION_LABELS[permission]}</li>
                ))}
              </ul>
            </section>
          )),
        },
      ]}
    />
  );
}
