import { ForbiddenException } from '@nestjs/common';
import { EpisodeStatus, type Permission, roleCan, rolesWith, STAFF_ROLE_LABELS } from '@podcast/contracts';
import type { StaffActor } from '../../common/current-staff.decorator';

/**
 * The role rules inside the episode routes (issue 31), beyond each route's @Requires(): writing an
 * episode (episodes.write) is one route for fields and for status, so publishing and unpublishing
 * need episodes.publish here; deleting (episodes.write, so an Editor deletes drafts) a published
 * episode needs episodes.delete-published. Both answer 403 like the guard.
 */
export function assertMayChangePublication(actor: StaffActor, current: string | null, next: string | null | undefined): void {
  if (next === undefined || next === null || next === (current ?? EpisodeStatus.Draft)) return;
  if (next !== EpisodeStatus.Published && current !== EpisodeStatus.Published) return;
  assertRoleCan(actor, 'episodes.publish', next === EpisodeStatus.Published ? 'publish an episode' : 'unpublish an episode');
}

export function assertMayDelete(actor: StaffActor, status: string): void {
  if (status === EpisodeStatus.Published) assertRoleCan(actor, 'episodes.delete-published', 'delete a published episode');
}

function assertRoleCan(actor: StaffActor, permission: Permission, what: string): void {
  if (roleCan(actor.role, permission)) return;
  const who = rolesWith(permission)
    .map((role) => STAFF_ROLE_LABELS[role])
    .join(' or ');
  throw new ForbiddenException(`Your role (${STAFF_ROLE_LABELS[actor.role] ?? 'none'}) may not ${what}: ask ${who}`);
}
