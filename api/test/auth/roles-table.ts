import { ADMIN_AREA_LABELS, areasOf, PERMISSION_AREAS, PERMISSION_LABELS, PERMISSIONS, roleCan, STAFF_ROLE_LABELS, STAFF_ROLES } from '@podcast/contracts';

export const ROLES_TABLE_START = '<!-- roles-matrix:start (generated from packages/contracts/src/roles.ts; roles-matrix.spec.ts checks it) -->';
export const ROLES_TABLE_END = '<!-- roles-matrix:end -->';

/** The matrix of packages/contracts/src/roles.ts as docs/security.md shows it: one row per permission, one column per role. */
export function rolesTable(): string {
  const header = `| permission | area | what it allows | ${STAFF_ROLES.map((role) => STAFF_ROLE_LABELS[role]).join(' | ')} |`;
  const rule = `|---|---|---|${STAFF_ROLES.map(() => ':-:').join('|')}|`;
  const rows = PERMISSIONS.map(
    (permission) =>
      `| \`${permission}\` | ${ADMIN_AREA_LABELS[PERMISSION_AREAS[permission]]} | ${PERMISSION_LABELS[permission]} | ${STAFF_ROLES.map((role) => (roleCan(role, permission) ? '✓' : '—')).join(' | ')} |`,
  );
  const areas = STAFF_ROLES.map(
    (role) =>
      `- **${STAFF_ROLE_LABELS[role]}** opens ${areasOf(role)
        .map((area) => ADMIN_AREA_LABELS[area])
        .join(', ')}.`,
  );
  return [ROLES_TABLE_START, header, rule, ...rows, '', ...areas, ROLES_TABLE_END].join('\n');
}

/** The generated part of docs/security.md, markers included, or null when the markers are missing. */
export function documentedRolesTable(doc: string): string | null {
  const start = doc.indexOf(ROLES_TABLE_START);
  const end = doc.indexOf(ROLES_TABLE_END);
  return start === -1 || end === -1 ? null : doc.slice(start, end + ROLES_TABLE_END.length);
}
