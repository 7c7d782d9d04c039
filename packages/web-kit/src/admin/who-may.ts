import { rolesWith, STAFF_ROLE_LABELS, type Permission } from '@podcast/contracts';

/** The roles with a permission, for a sentence saying who does what a role may not: "an Owner or a Producer". */
export function whoMay(permission: Permission): string {
  const names = rolesWith(permission).map((role) => {
    const label = STAFF_ROLE_LABELS[role];
    return `${/^[AEIOU]/.test(label) ? 'an' : 'a'} ${label}`;
  });
  return names.length <= 1 ? (names[0] ?? 'nobody') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}
