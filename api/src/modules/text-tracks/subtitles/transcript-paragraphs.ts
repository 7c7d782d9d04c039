import { cueTokens, type CueToken } from './cue-markup';
import { decodeEntities, type SubtitleCue } from './subtitle-cue';

export interface TranscriptParagraph {
  startSeconds: number;
  speaker: string | null;
  text: string;
}

/** Past this, one speaker's talk is broken up: a wall of text is hard to read and to jump into. */
const PARAGRAPH_SPAN_MS = 45_000;

interface OpenParagraph {
  startMs: number;
  endMs: number;
  speaker: string | null;
  texts: string[];
}

/** Readable text for the episode page: markup stripped (tags removed, entities &amp; &lt; &gt; &nbsp; &lrm; &rlm; decoded), cue lines joined with spaces, consecutive cues of the same speaker (<v Name>) merged into one paragraph, a new paragraph when the speaker changes or when a paragraph already spans 45 s or more; startSeconds = floor of the first cue's start. Empty cues skipped. */
export function transcriptParagraphs(cues: readonly SubtitleCue[]): TranscriptParagraph[] {
  const paragraphs: OpenParagraph[] = [];
  for (const cue of cues) {
    const tokens = cueTokens(cue.text);
    const text = readableText(tokens);
    if (text === '') continue;
    const speaker = speakerOf(tokens);
    const open = paragraphs.at(-1);
    if (open && open.speaker === speaker && open.endMs - open.startMs < PARAGRAPH_SPAN_MS) {
      open.texts.push(text);
      open.endMs = Math.max(open.endMs, cue.endMs);
    } else {
      paragraphs.push({ startMs: cue.startMs, endMs: cue.endMs, speaker, texts: [text] });
    }
  }
  return paragraphs.map(({ startMs, speaker, texts }) => ({ startSeconds: Math.floor(startMs / 1000), speaker, text: texts.join(' ') }));
}

/** The first voice in the cue names its speaker; a cue without one has no named speaker. */
function speakerOf(tokens: readonly CueToken[]): string | null {
  for (const token of tokens) {
    const speaker = token.kind === 'tag' && token.voice !== undefined ? readable(token.voice) : '';
    if (speaker !== '') return speaker;
  }
  return null;
}

function readableText(tokens: readonly CueToken[]): string {
  // Tags go before entities are decoded, so an escaped "&lt;b&gt;" stays as text.
  return readable(tokens.map((token) => (token.kind === 'text' ? token.text : '')).join(''));
}

function readable(text: string): string {
  // Only ASCII whitespace is collapsed, so a no-break space the author wrote stays one.
  return decodeEntities(text)
    .replace(/[ \t\n]+/g, ' ')
    .trim();
}
