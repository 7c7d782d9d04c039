/**
 * Who may do what in the back office (issue 31): the one written matrix of staff roles and
 * permissions. The API enforces it on every admin route (a declaration per route, api/src/modules/auth);
 * the front ends only mirror it (the session's `permissions`); docs/security.md shows it as a table
 * that a test keeps equal to this file.
 */

/** A staff member's role; every admin account has exactly one. */
export enum StaffRole {
  Owner = 'owner',
  Producer = 'producer',
  Editor = 'editor',
  Bookings = 'bookings',
  Viewer = 'viewer',
}

export const STAFF_ROLES: readonly StaffRole[] = Object.values(StaffRole);

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  [StaffRole.Owner]: 'Owner',
  [StaffRole.Producer]: 'Producer',
  [StaffRole.Editor]: 'Editor',
  [StaffRole.Bookings]: 'Bookings',
  [StaffRole.Viewer]: 'Viewer',
};

/** The admin areas a role opens (the shell's screens and the data behind them). */
export enum AdminArea {
  Bookings = 'bookings',
  Automation = 'automation',
  Editing = 'editing',
  Episodes = 'episodes',
  Analytics = 'analytics',
  Subscribers = 'subscribers',
  Team = 'team',
}

export const ADMIN_AREAS: readonly AdminArea[] = Object.values(AdminArea);

export const ADMIN_AREA_LABELS: Record<AdminArea, string> = {
  [AdminArea.Bookings]: 'Bookings',
  [AdminArea.Automation]: 'Automation',
  [AdminArea.Editing]: 'Editing',
  [AdminArea.Episodes]: 'Episodes',
  [AdminArea.Analytics]: 'Analytics',
  [AdminArea.Subscribers]: 'Subscribers',
  [AdminArea.Team]: 'Team and settings',
};

/**
 * What a route (or a rule in a service) may require. Reads are split from writes so that Viewer is
 * read-only by construction; personal data (guests' contact details, subscribers' addresses) has its
 * own read permission so that a read-only role can go without it.
 */
export const PERMISSIONS = [
  'episodes.read',
  'episodes.write',
  'episodes.publish',
  'episodes.delete-published',
  'media.upload',
  'bookings.read',
  'bookings.write',
  'automation.read',
  'automation.write',
  'newsletter.read',
  'subscribers.read',
  'subscribers.export',
  'subscribers.delete',
  'analytics.read',
  'team.manage',
  'settings.manage',
  'audit.read',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** The area each permission belongs to: a role opens an area when it has any of that area's permissions. */
export const PERMISSION_AREAS: Record<Permission, AdminArea> = {
  'episodes.read': AdminArea.Episodes,
  'episodes.write': AdminArea.Episodes,
  'episodes.publish': AdminArea.Episodes,
  'episodes.delete-published': AdminArea.Episodes,
  'media.upload': AdminArea.Editing,
  'bookings.read': AdminArea.Bookings,
  'bookings.write': AdminArea.Bookings,
  'automation.read': AdminArea.Automation,
  'automation.write': AdminArea.Automation,
  'newsletter.read': AdminArea.Automation,
  'subscribers.read': AdminArea.Subscribers,
  'subscribers.export': AdminArea.Subscribers,
  'subscribers.delete': AdminArea.Subscribers,
  'analytics.read': AdminArea.Analytics,
  'team.manage': AdminArea.Team,
  'settings.manage': AdminArea.Team,
  'audit.read': AdminArea.Team,
};

/** One line per permission for people (docs/security.md, a future Team screen). */
export const PERMISSION_LABELS: Record<Permission, string> = {
  'episodes.read': 'See episodes, their videos, review comments, chapters and transcripts',
  'episodes.write': 'Create and edit episodes (fields, review comments, chapters, transcript, artwork), delete drafts',
  'episodes.publish': 'Publish and unpublish episodes',
  'episodes.delete-published': 'Delete a published episode',
  'media.upload': 'Upload videos and files, delete and transcode video versions',
  'bookings.read': "See guest bookings (guests' contact details)",
  'bookings.write': 'Create, change and delete bookings and guest portraits',
  'automation.read': 'See automation rules, templates and integration status (runs, which name guests, need bookings.read too)',
  'automation.write': 'Change automation rules and templates, run again, send test emails',
  'newsletter.read': 'See newsletter sends and subscriber counts',
  'subscribers.read': "See the subscriber list (subscribers' addresses)",
  'subscribers.export': 'Export subscribers as CSV',
  'subscribers.delete': 'Remove a subscriber',
  'analytics.read': 'See plays and downloads',
  'team.manage': 'Invite staff, change roles, disable and remove staff',
  'settings.manage': 'Change settings',
  'audit.read': 'See the audit trail (who did what and when)',
};

const EDITOR: readonly Permission[] = ['episodes.read', 'episodes.write', 'media.upload'];

/**
 * The matrix (issue 31 item 2). Owner: everything. Producer: Editing and Episodes, publishing
 * included, and Analytics. Editor: Episodes and Editing without publishing or deleting a published
 * episode. Bookings: guests, automation rules and templates, newsletter counts; no subscriber list or
 * export. Viewer: reads without personal data (no guests' details, no subscriber list or export).
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  [StaffRole.Owner]: PERMISSIONS,
  [StaffRole.Producer]: [...EDITOR, 'episodes.publish', 'episodes.delete-published', 'analytics.read'],
  [StaffRole.Editor]: EDITOR,
  [StaffRole.Bookings]: ['bookings.read', 'bookings.write', 'automation.read', 'automation.write', 'newsletter.read'],
  [StaffRole.Viewer]: ['episodes.read', 'automation.read', 'newsletter.read', 'analytics.read'],
};

export const isStaffRole = (value: unknown): value is StaffRole => typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

export const isPermission = (value: unknown): value is Permission => typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);

/** Whether a role has a permission; an unknown role has none. */
export function roleCan(role: StaffRole | string | null | undefined, permission: Permission): boolean {
  return isStaffRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}

/** The permissions of a role, in PERMISSIONS order. */
export function permissionsOf(role: StaffRole | string | null | undefined): Permission[] {
  return PERMISSIONS.filter((permission) => roleCan(role, permission));
}

/** The areas a role may open, in ADMIN_AREAS order. */
export function areasOf(role: StaffRole | string | null | undefined): AdminArea[] {
  const permissions = permissionsOf(role);
  return ADMIN_AREAS.filter((area) => permissions.some((permission) => PERMISSION_AREAS[permission] === area));
}

/** The roles that have a permission (for "ask an Owner or a Producer" messages). */
export function rolesWith(permission: Permission): StaffRole[] {
  return STAFF_ROLES.filter((role) => roleCan(role, permission));
}
