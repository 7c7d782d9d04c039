import { Alert } from 'antd';
import { whoMay } from '@podcast/web-kit/admin';
import type { EpisodeRights } from './rights';

/**
 * Says why controls are missing for a role that may not use them (issue 31): a role without
 * episodes.write only looks (`readOnly`); one that writes but does not publish is told who publishes.
 */
export function RightsNote({ rights, readOnly, deletes = false }: { rights: EpisodeRights; readOnly: string; deletes?: boolean }) {
  const title = !rights.write ? readOnly : rightsNoteForWriter(rights, deletes);
  if (!title) return null;
  return <Alert type="info" showIcon style={{ marginBottom: 16 }} data-testid="read-only-note" title={title} />;
}

/**
 * For a role with episodes.write: who publishes, and (on a screen that deletes episodes, `deletes`) who
 * deletes a published one, when it is not them.
 */
export function rightsNoteForWriter(rights: EpisodeRights, deletes: boolean): string | null {
  const parts: string[] = [];
  if (!rights.publish) parts.push(`Publishing and unpublishing are for ${whoMay('episodes.publish')}.`);
  if (deletes && !rights.deletePublished) parts.push(`Deleting a published episode is for ${whoMay('episodes.delete-published')}.`);
  return parts.length > 0 ? parts.join(' ') : null;
}
