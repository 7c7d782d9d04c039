import { DETAIL_STATUS_OPTIONS, EditingStatus, EpisodeStatus } from '@podcast/contracts';
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
  title: string;
  episodeNumber: string;
  description: string;
  duration: string;
}

export function formFromEpisode(episode: AdminEpisodeDto): EpisodeForm {
  return {
    guestName: episode.guestName ?? '',
    title: episode.title,
    episodeNumber: String(episode.episodeNumber),
    description: episode.description ?? '',
    duration: episode.duration ?? '',
  };
}

/** The edit form's PATCH body; the episode number is parsed as an integer (spec §5). */
export function patchFromForm(form: EpisodeForm): EpisodeUpdateDto {
  const number = Number.parseInt(form.episodeNumber, 10);
  return {
    guestName: form.guestName.trim() || null,
    title: form.title.trim(),
    episodeNumber: Number.isNaN(number) ? undefined : number,
    description: form.description.trim(),
    duration: form.duration.trim() || null,
  };
}
