import {
  ADMIN_AREAS,
  areasOf,
  PERMISSION_AREAS,
  PERMISSIONS,
  permissionsOf,
  ROLE_PERMISSIONS,
  roleCan,
  rolesWith,
  StaffRole,
  STAFF_ROLES,
} from '@podcast/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentedRolesTable, rolesTable } from './roles-table';

const SECURITY_DOC = join(__dirname, '../../../docs/security.md');

/** The written matrix (packages/contracts/src/roles.ts) says what issue 31 item 2 asks, and the docs show exactly it. */
describe('the staff role matrix', () => {
  it('gives the Owner every permission, and only the Owner team and settings', () => {
    expect(permissionsOf(StaffRole.Owner)).toEqual([...PERMISSIONS]);
    expect(rolesWith('team.manage')).toEqual([StaffRole.Owner]);
    expect(rolesWith('settings.manage')).toEqual([StaffRole.Owner]);
  });

  it('lets only Owner and Producer publish, unpublish and delete published episodes', () => {
    expect(rolesWith('episodes.publish')).toEqual([StaffRole.Owner, StaffRole.Producer]);
    expect(rolesWith('episodes.delete-published')).toEqual([StaffRole.Owner, StaffRole.Producer]);
  });

  it('gives the Editor the Episodes and Editing work (fields, uploads) without publishing', () => {
    expect(permissionsOf(StaffRole.Editor)).toEqual(['episodes.read', 'episodes.write', 'media.upload']);
    expect(areasOf(StaffRole.Editor)).toEqual(['editing', 'episodes']);
  });

  it('gives the Producer Editing, Episodes and Analytics, and nothing of guests, automation or subscribers', () => {
    expect(areasOf(StaffRole.Producer)).toEqual(['editing', 'episodes', 'analytics']);
  });

  it('gives Bookings guests and automation, and no subscriber list or export', () => {
    expect(areasOf(StaffRole.Bookings)).toEqual(['bookings', 'automation']);
    for (const permission of ['subscribers.read', 'subscribers.export', 'subscribers.delete'] as const)
      expect(roleCan(StaffRole.Bookings, permission)).toBe(false);
  });

  it('keeps the Viewer read-only and away from personal data', () => {
    for (const permission of ROLE_PERMISSIONS[StaffRole.Viewer]) expect(permission).toMatch(/\.read$/);
    for (const permission of ['bookings.read', 'subscribers.read', 'subscribers.export'] as const) expect(roleCan(StaffRole.Viewer, permission)).toBe(false);
  });

  it('names every permission once, with an area, and an unknown role can do nothing', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    for (const permission of PERMISSIONS) expect(ADMIN_AREAS).toContain(PERMISSION_AREAS[permission]);
    for (const role of STAFF_ROLES) expect(new Set(ROLE_PERMISSIONS[role]).size).toBe(ROLE_PERMISSIONS[role].length);
    expect(permissionsOf('admin')).toEqual([]);
    expect(roleCan(undefined, 'episodes.read')).toBe(false);
  });

  it('is the table docs/security.md shows (regenerate it from roles-table.ts when the matrix changes)', () => {
    const documented = documentedRolesTable(readFileSync(SECURITY_DOC, 'utf8'));
    expect(documented).toBe(rolesTable());
  });
});
