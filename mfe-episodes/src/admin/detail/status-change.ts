import { DETAIL_STATUS_OPTIONS, DURATION_PATTERN, EditingStatus, EpisodeStatus, makesPublic } from '@podcast/contracts';
import type { AdminEpisodeDto, EpisodeUpdateDto } from '../api-dto';

export type DetailStatusValue = (typeof DETAIL_STATUS_OPTIONS)[number]['value'];

/** The selector's value for an episode: Publish when published, else its editing status (unknown → raw, shown as Filmed). */
export function detailStatusValue(episode: { status: string; editingStatus: string | null }): DetailStatusValue {
  if (episode.status === EpisodeStatus.Published) return 'published';
  const match = DETAIL_STATUS_OPTIONS.find((option) => option.value === episode.editingStatus);
  if (match) return match.value;
  // `review` is shown in the Review group, with final.
  return episode.editingStatus === EditingStatus.Review ? 'final' : 'raw';
}

/** What choosing an option sends: Publish means {status: published, editingStatus: final}; the others set editingStatus (and un-publish). */
export function statusPatch(value: DetailStatusValue): EpisodeUpdateDto {
  if (value === 'published') return { status: EpisodeStatus.Published, editingStatus: EditingStatus.Final };
  return { status: EpisodeStatus.Draft, editingStatus: value as EditingStatus };
}

/** The "Status Updated" toast's word (spec §8: "Episode status changed to {Revise|Published|value}."). */
export function statusToastWord(value: DetailStatusValue): string {
  if (value === 'published') return 'Published';
  return DETAIL_STATUS_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

export interface EpisodeForm {
  guestName: string;
  /** The guest's booking (issue 32); null when the name is not linked to one. */
  guestId: number | null;
  title: string;
  episodeNumber: string;
  description: string;
  duration: string;
  /** Markdown (issue 16); the server renders and sanitises it. */
  showNotes: string;
  /** The Editing Status selector: part of the form, stored only by Save Changes (issue 12). */
  status: DetailStatusValue;
}

export function formFromEpisode(episode: AdminEpisodeDto): EpisodeForm {
  return {
    status: detailStatusValue(episode),
    guestName: episode.guestName ?? '',
    guestId: episode.guestId,
    title: episode.title,
    episodeNumber: String(episode.episodeNumber),
    description: episode.description ?? '',
    duration: episode.duration ?? '',
    showNotes: episode.showNotes ?? '',
  };
}

/** The edit form's PATCH body; the episode number is parsed as an integer (spec §5). */
export function patchFromForm(form: Omit<EpisodeForm, 'status'>): EpisodeUpdateDto {
  const number = Number.parseInt(form.episodeNumber, 10);
  return {
    guestName: form.guestName.trim() || null,
    guestId: form.guestName.trim() ? form.guestId : null,
    title: form.title.trim(),
    episodeNumber: Number.isNaN(number) ? undefined : number,
    description: form.description.trim(),
    duration: form.duration.trim() || null,
    // Markdown: leading spaces matter (an indented code block), so only an all-blank text is cleared.
    showNotes: form.showNotes.trim() === '' ? '' : form.showNotes,
  };
}

/** Whether the typed duration is one the API accepts (blank means "let ffprobe fill it"). */
export function durationIsValid(duration: string): boolean {
  const value = duration.trim();
  return value === '' || DURATION_PATTERN.test(value);
}

/** What Save Changes does with the status: nothing when unchanged, publish (needs the dialog), unpublish (needs a confirmation) or a plain change. */
export type StatusChange = 'none' | 'publish' | 'unpublish' | 'change';

export function statusChange(episode: { status: string; editingStatus: string | null }, value: DetailStatusValue): StatusChange {
  const before = detailStatusValue(episode);
  if (before === value) return 'none';
  if (makesPublic(episode.status, statusPatch(value).status)) return 'publish';
  return before === 'published' ? 'unpublish' : 'change';
}

/** The whole Save Changes body: the fields, plus the status only when it changed. */
export function savePatch(episode: { status: string; editingStatus: string | null }, form: EpisodeForm): EpisodeUpdateDto {
  const fields = patchFromForm(form);
  return statusChange(episode, form.status) === 'none' ? fields : { ...fields, ...statusPatch(form.status) };
}
