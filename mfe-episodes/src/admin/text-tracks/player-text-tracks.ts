import type { AdminTextTracksDto } from '../api-dto';
import { transcriptDownloadUrl } from './text-tracks-api';

export interface PlayerTextTracks {
  chapters: readonly { startSeconds: number; title: string }[];
  captions: { src: string; language: string } | null;
}

const NONE: PlayerTextTracks = { chapters: [], captions: null };

/**
 * What the preview's player shows of the episode's chapters and transcript: they are timed against
 * the final video, so only its preview shows them (another version gets none). The captions are the
 * admin's WebVTT download, its address marked with the last update so a replaced transcript reloads.
 */
export function playerTextTracks(episodeId: number, assetId: number, view: AdminTextTracksDto | undefined): PlayerTextTracks {
  if (!view || view.finalVideoAssetId !== assetId) return NONE;
  const { transcript } = view;
  return {
    chapters: view.chapters.map(({ startSeconds, title }) => ({ startSeconds, title })),
    captions: transcript
      ? { src: `${transcriptDownloadUrl(episodeId, 'vtt')}?v=${encodeURIComponent(transcript.updatedAt)}`, language: transcript.language }
      : null,
  };
}
