import { renderSrt, renderWebVtt } from './render-subtitles';
import type { SubtitleCue } from './subtitle-cue';
import { transcriptParagraphs, type TranscriptParagraph } from './transcript-paragraphs';

/** Everything the public reads of a transcript, made from its cues once, when they are stored. */
export interface TranscriptRenderings {
  vtt: string;
  srt: string;
  paragraphs: TranscriptParagraph[];
}

export function transcriptRenderings(cues: readonly SubtitleCue[]): TranscriptRenderings {
  return { vtt: renderWebVtt(cues), srt: renderSrt(cues), paragraphs: transcriptParagraphs(cues) };
}
