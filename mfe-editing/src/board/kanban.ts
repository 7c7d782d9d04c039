import { EditingStatus, EpisodeStatus, KANBAN_COLUMNS, type KanbanColumnId } from '@podcast/contracts';
import type { AdminEpisodeDto, BoardPatch } from '../editing-api';

/**
 * The column a card sits in (spec §2 "Editing Workflow"): Filmed holds raw or no editingStatus,
 * Review holds final (and `review`, which the spec labels Review too); Publish never holds a card.
 * Published episodes are off the board (null).
 */
export function columnOf(episode: Pick<AdminEpisodeDto, 'status' | 'editingStatus'>): KanbanColumnId | null {
  if (episode.status === EpisodeStatus.Published) return null;
  switch (episode.editingStatus) {
    case EditingStatus.Editing:
      return 'editing';
    case EditingStatus.Revise:
      return 'revise';
    case EditingStatus.Review:
    case EditingStatus.Final:
      return 'final';
    default:
      return 'raw';
  }
}

/** Every column with its cards, in board order. */
export function groupByColumn<E extends Pick<AdminEpisodeDto, 'status' | 'editingStatus'>>(episodes: readonly E[]): Record<KanbanColumnId, E[]> {
  const groups = Object.fromEntries(KANBAN_COLUMNS.map((column) => [column.id, [] as E[]])) as Record<KanbanColumnId, E[]>;
  for (const episode of episodes) {
    const column = columnOf(episode);
    if (column) groups[column].push(episode);
  }
  return groups;
}

/** Dropping on a column sets editingStatus to its id; dropping on Publish publishes (spec §4). */
export function dropPatch(column: KanbanColumnId): BoardPatch {
  return column === 'publish' ? { status: EpisodeStatus.Published, editingStatus: EditingStatus.Final } : { editingStatus: column as EditingStatus };
}

export interface CardAction {
  label: 'Start Edit' | 'To Review' | 'Publish';
  /** The column the card moves to. */
  to: KanbanColumnId;
  patch: BoardPatch;
}

/** The forward button of a column (spec §4): raw → editing, editing → final, final → published; Revise has none. */
export function forwardAction(column: KanbanColumnId): CardAction | null {
  switch (column) {
    case 'raw':
      return { label: 'Start Edit', to: 'editing', patch: { editingStatus: EditingStatus.Editing } };
    case 'editing':
      return { label: 'To Review', to: 'final', patch: { editingStatus: EditingStatus.Final } };
    case 'final':
      return { label: 'Publish', to: 'publish', patch: dropPatch('publish') };
    default:
      return null;
  }
}

/** What a card shows (spec §2): the guest name or the title as heading, the title beneath only when a guest exists. */
export function cardText(episode: Pick<AdminEpisodeDto, 'guestName' | 'title' | 'episodeNumber'>): {
  heading: string;
  number: string;
  subtitle: string | null;
} {
  const guest = episode.guestName?.trim();
  return { heading: guest || episode.title, number: `Episode #${episode.episodeNumber}`, subtitle: guest ? episode.title : null };
}

export interface MoveTarget {
  column: KanbanColumnId;
  label: string;
}

/** What the signed-in role may do on the board (issue 31): the session's episodes.write and episodes.publish. */
export interface BoardRights {
  write: boolean;
  publish: boolean;
}

/**
 * Whether the role may move a card to a column: every move is the PATCH of an episode (episodes.write);
 * a move to Publish publishes it, which needs episodes.publish too (api episode-role-rules.ts).
 */
export function mayMoveTo(to: KanbanColumnId, rights: BoardRights): boolean {
  return rights.write && (to !== 'publish' || rights.publish);
}

/** The board's columns for a role: Publish only for a role that may publish (it is no drop target for others). */
export function boardColumns(rights: BoardRights): Array<(typeof KANBAN_COLUMNS)[number]> {
  return KANBAN_COLUMNS.filter((column) => column.id !== 'publish' || rights.publish);
}

/**
 * A card's "Move to…" menu (issue 29: moving without dragging, on a phone and by keyboard): every
 * other column in board order, Publish included, that the role may move to. A pick is the same move
 * as a drop on that column (dropPatch), so Publish still asks first.
 */
export function moveTargets(from: KanbanColumnId, rights: BoardRights = { write: true, publish: true }): MoveTarget[] {
  return KANBAN_COLUMNS.filter((column) => column.id !== from && mayMoveTo(column.id, rights)).map((column) => ({ column: column.id, label: column.title }));
}

/** A column's heading with its card count, "Editing (3)"; the Publish column holds no cards and has none. */
export function columnHeading(title: string, count: number | null): string {
  return count === null ? title : `${title} (${count})`;
}

/** Whether a drop changes anything: a card dropped back on its own column makes no call. */
export function isMove(from: KanbanColumnId | null, to: KanbanColumnId): boolean {
  return from !== to;
}
