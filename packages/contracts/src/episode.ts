/** Publication state of an episode (spec §3, admin view). */
export enum EpisodeStatus {
  Draft = 'draft',
  Published = 'published',
}

/** Where an episode stands in the editing pipeline (spec §3, §4). */
export enum EditingStatus {
  Raw = 'raw',
  Editing = 'editing',
  Revise = 'revise',
  Review = 'review',
  Final = 'final',
}

export const EPISODE_STATUSES = Object.values(EpisodeStatus);
export const EDITING_STATUSES = Object.values(EditingStatus);

/** Badge labels of spec §4; an unknown value displays as Filmed. */
export const EDITING_STATUS_LABELS: Record<EditingStatus, string> = {
  [EditingStatus.Raw]: 'Filmed',
  [EditingStatus.Editing]: 'Editing',
  [EditingStatus.Revise]: 'Revise',
  [EditingStatus.Review]: 'Review',
  [EditingStatus.Final]: 'Review',
};

export const PUBLISHED_LABEL = 'Published';

/** The badge label of an episode: Published wins, then its editing status (unknown shows as Filmed). */
export function episodeStatusLabel(status: string | null | undefined, editingStatus: string | null | undefined): string {
  if (status === EpisodeStatus.Published) return PUBLISHED_LABEL;
  return EDITING_STATUS_LABELS[editingStatus as EditingStatus] ?? EDITING_STATUS_LABELS[EditingStatus.Raw];
}

/**
 * The episode detail's edit-mode selector. The spec's source labels `review` "Revise"; we offer
 * `revise` as Revise instead (docs/spec-notes.md), and "Publish" means {status: published, editingStatus: final}.
 */
export const DETAIL_STATUS_OPTIONS = [
  { value: 'raw', label: 'Filmed' },
  { value: 'editing', label: 'Editing' },
  { value: 'revise', label: 'Revise' },
  { value: 'final', label: 'Review' },
  { value: 'published', label: 'Publish' },
] as const;

/** The Kanban columns of the editing workflow (spec §2). Publish is a drop target only. */
export const KANBAN_COLUMNS = [
  { id: 'raw', title: 'Filmed' },
  { id: 'editing', title: 'Editing' },
  { id: 'revise', title: 'Revise' },
  { id: 'final', title: 'Review' },
  { id: 'publish', title: 'Publish' },
] as const;

export type KanbanColumnId = (typeof KANBAN_COLUMNS)[number]['id'];

/**
 * Manage Episodes status filter. The screen offers the badges' words (issue 29: Filmed, Editing,
 * Revise, Review, Published; each matches exactly the episodes wearing that badge); the spec's
 * Approved (published or editingStatus final) and Draft stay accepted by the API for its own callers.
 */
export enum EpisodeFilter {
  All = 'all',
  Filmed = 'filmed',
  Editing = 'editing',
  Revise = 'revise',
  Review = 'review',
  Published = 'published',
  Approved = 'approved',
  Draft = 'draft',
}

export const EPISODE_FILTER_LABELS: Record<EpisodeFilter, string> = {
  [EpisodeFilter.All]: 'All Episodes',
  [EpisodeFilter.Filmed]: EDITING_STATUS_LABELS[EditingStatus.Raw],
  [EpisodeFilter.Editing]: EDITING_STATUS_LABELS[EditingStatus.Editing],
  [EpisodeFilter.Revise]: EDITING_STATUS_LABELS[EditingStatus.Revise],
  [EpisodeFilter.Review]: EDITING_STATUS_LABELS[EditingStatus.Review],
  [EpisodeFilter.Published]: PUBLISHED_LABEL,
  [EpisodeFilter.Approved]: 'Approved',
  [EpisodeFilter.Draft]: 'Draft',
};

/** The filter's choices on Manage Episodes, in the pipeline's order: the same words as the status badges. */
export const EPISODE_FILTER_CHOICES: readonly EpisodeFilter[] = [
  EpisodeFilter.All,
  EpisodeFilter.Filmed,
  EpisodeFilter.Editing,
  EpisodeFilter.Revise,
  EpisodeFilter.Review,
  EpisodeFilter.Published,
];

/** The draft editing statuses whose badge a filter names (Review covers review and final, as the badge does). */
export const EPISODE_FILTER_EDITING_STATUSES: Partial<Record<EpisodeFilter, readonly EditingStatus[]>> = {
  [EpisodeFilter.Filmed]: [EditingStatus.Raw],
  [EpisodeFilter.Editing]: [EditingStatus.Editing],
  [EpisodeFilter.Revise]: [EditingStatus.Revise],
  [EpisodeFilter.Review]: [EditingStatus.Review, EditingStatus.Final],
};

export const MANAGE_EPISODES_PAGE_SIZE = 15;

/** The create form's per-field messages, the same words the API's 400 gives for these fields. */
export const EPISODE_FIELD_MESSAGES = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
} as const;

/** Show notes longer than this are refused (about ten printed pages); the admin's field counts against it. */
export const SHOW_NOTES_MAX = 20_000;
