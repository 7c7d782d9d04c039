import { escapeHtml } from '../../common/escape-html';

/** What the static body shows of an episode (a PublicEpisodeDetailDto's fields). */
export interface EpisodePageBody {
  title: string;
  description: string;
  transcript: {
    language: string;
    vttUrl: string;
    srtUrl: string;
    paragraphs: ReadonlyArray<{ startSeconds: number; speaker: string | null; text: string }>;
  } | null;
}

/** A time as the player and the page show it (web-kit's formatPlayerTime): minutes:seconds. */
function playerTime(totalSeconds: number): string {
  const safe = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}

/**
 * The episode as readable HTML for the static shell: its title, description and whole transcript
 * (paragraphs with start time and speaker, and the transcript files), so a reader, a crawler or a
 * screen reader without JavaScript has the text. It uses the class names of the page's own transcript
 * (mfe-episodes' EpisodeDetails), and the app's first render replaces it (createRoot empties #root).
 */
export function episodeBodyHtml(episode: EpisodePageBody): string {
  const parts = [`<h1 class="shell-episode__title">${escapeHtml(episode.title)}</h1>`];
  if (episode.description.trim()) parts.push(`<p class="shell-episode__description">${escapeHtml(episode.description)}</p>`);
  const transcript = episode.transcript;
  if (transcript && transcript.paragraphs.length > 0) {
    const language = escapeHtml(transcript.language);
    const paragraphs = transcript.paragraphs.map(
      (paragraph) =>
        '<div class="episode-transcript__paragraph">' +
        `<p class="episode-transcript__meta"><span class="episode-time">${playerTime(paragraph.startSeconds)}</span>` +
        (paragraph.speaker ? ` <span class="episode-transcript__speaker">${escapeHtml(paragraph.speaker)}</span>` : '') +
        `</p><p class="episode-transcript__text" lang="${language}">${escapeHtml(paragraph.text)}</p></div>`,
    );
    parts.push(
      '<section class="episode-transcript" aria-labelledby="shell-transcript-heading">' +
        '<h2 id="shell-transcript-heading" class="episode-notes__heading">Transcript</h2>' +
        `<p class="episode-transcript__downloads">Download transcript: <a href="${escapeHtml(transcript.vttUrl)}">WebVTT</a> · <a href="${escapeHtml(transcript.srtUrl)}">SRT</a></p>` +
        `${paragraphs.join('')}</section>`,
    );
  }
  return `<article class="page shell-episode">${parts.join('')}</article>`;
}

/**
 * Puts the episode's static body into the site's shell: into its <main> (after the home hero, which
 * the shell's CSS hides off home), or at the start of #root for a shell without one.
 */
export function injectBody(indexHtml: string, bodyHtml: string): string {
  // Sliced, not String.replace: `$&` or `$'` in an episode's text must stay text.
  const root = /<div id="root">/i.exec(indexHtml);
  if (!root) return indexHtml;
  const mainEnd = indexHtml.indexOf('</main>', root.index);
  if (mainEnd >= 0) return `${indexHtml.slice(0, mainEnd)}${bodyHtml}${indexHtml.slice(mainEnd)}`;
  const at = root.index + root[0].length;
  return `${indexHtml.slice(0, at)}${bodyHtml}${indexHtml.slice(at)}`;
}
