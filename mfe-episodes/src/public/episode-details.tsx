import { formatPlayerTime } from '@podcast/web-kit';
import { useState } from 'react';
import { ArtworkPicture } from '@podcast/web-kit';
import type { PublicEpisode, PublicEpisodeDetail } from './public-episode';

/** "Head of Growth at Acme", "Head of Growth", "Acme" or null: the guest's role and company as one line. */
export function guestAffiliation(role: string | null | undefined, company: string | null | undefined): string | null {
  const r = role?.trim();
  const c = company?.trim();
  if (r && c) return `${r} at ${c}`;
  return r || c || null;
}

/** A transcript up to this many characters shows whole. */
export const TRANSCRIPT_SHORT_CHARS = 1800;
/** A longer one shows its first paragraphs, up to about this many characters, above "Show the full transcript". */
export const TRANSCRIPT_PREVIEW_CHARS = 900;

/**
 * How many paragraphs show before the fold: all of a short transcript; of a long one, those that fit
 * the preview's characters (at least one). The others stay in the page, in a closed <details>: there
 * for search engines and for find-in-page (which opens it), out of the way of a phone's scrolling.
 */
export function transcriptFold(paragraphs: readonly { text: string }[], shortChars = TRANSCRIPT_SHORT_CHARS, previewChars = TRANSCRIPT_PREVIEW_CHARS): number {
  const total = paragraphs.reduce((sum, paragraph) => sum + paragraph.text.length, 0);
  if (total <= shortChars) return paragraphs.length;
  let shown = 0;
  let chars = 0;
  while (shown < paragraphs.length && (shown === 0 || chars + paragraphs[shown].text.length <= previewChars)) {
    chars += paragraphs[shown].text.length;
    shown += 1;
  }
  return shown;
}

type PlayFrom = (seconds: number) => void;

/** A time on the page: a button that plays the video from there when the card's player can, else plain text. */
function TimeLink({ seconds, onPlayFrom, label }: { seconds: number; onPlayFrom?: PlayFrom; label?: string }) {
  const time = formatPlayerTime(seconds);
  if (!onPlayFrom) return <span className="episode-time">{time}</span>;
  return (
    <button type="button" className="episode-time" onClick={() => onPlayFrom(seconds)} aria-label={label ?? `Play from ${time}`}>
      {time}
    </button>
  );
}

/** The episode's chapters, short: each plays the video from its start. */
function EpisodeChapters({ episode, chapters, onPlayFrom }: { episode: PublicEpisode; chapters: PublicEpisodeDetail['chapters']; onPlayFrom?: PlayFrom }) {
  const heading = `chapters-${episode.id}`;
  return (
    <section className="episode-chapters" aria-labelledby={heading} data-testid="episode-chapters">
      <h2 id={heading} className="episode-notes__heading">
        Chapters
      </h2>
      <ol className="episode-chapters__list">
        {chapters.map((chapter, index) => (
          <li key={`${chapter.startSeconds}-${index}`}>
            <TimeLink seconds={chapter.startSeconds} onPlayFrom={onPlayFrom} label={`Play from ${formatPlayerTime(chapter.startSeconds)}: ${chapter.title}`} />
            <span className="episode-chapters__title">{chapter.title}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

type Transcript = NonNullable<PublicEpisodeDetail['transcript']>;

function TranscriptParagraphs({ paragraphs, language, onPlayFrom }: { paragraphs: Transcript['paragraphs']; language: string; onPlayFrom?: PlayFrom }) {
  return paragraphs.map((paragraph, index) => (
    <div className="episode-transcript__paragraph" key={`${paragraph.startSeconds}-${index}`}>
      <p className="episode-transcript__meta">
        <TimeLink seconds={paragraph.startSeconds} onPlayFrom={onPlayFrom} />
        {paragraph.speaker && <span className="episode-transcript__speaker">{paragraph.speaker}</span>}
      </p>
      <p className="episode-transcript__text" lang={language}>
        {paragraph.text}
      </p>
    </div>
  ));
}

/**
 * The transcript as text to read: paragraphs with their start time (a button that plays from there)
 * and speaker, the download links, and past a few paragraphs the rest folded in a <details>.
 */
function EpisodeTranscript({ episode, transcript, onPlayFrom }: { episode: PublicEpisode; transcript: Transcript; onPlayFrom?: PlayFrom }) {
  const [open, setOpen] = useState(false);
  const heading = `transcript-${episode.id}`;
  const fold = transcriptFold(transcript.paragraphs);
  const rest = transcript.paragraphs.slice(fold);
  const file = `episode-${episode.episodeNumber}-transcript`;
  return (
    <section className="episode-transcript" aria-labelledby={heading} data-testid="episode-transcript">
      <h2 id={heading} className="episode-notes__heading">
        Transcript
      </h2>
      <p className="episode-transcript__downloads">
        Download transcript:{' '}
        <a href={transcript.vttUrl} download={`${file}.vtt`}>
          WebVTT
        </a>{' '}
        <span aria-hidden="true">·</span>{' '}
        <a href={transcript.srtUrl} download={`${file}.srt`}>
          SRT
        </a>
      </p>
      <TranscriptParagraphs paragraphs={transcript.paragraphs.slice(0, fold)} language={transcript.language} onPlayFrom={onPlayFrom} />
      {rest.length > 0 && (
        <details className="episode-transcript__more" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary className="button button--ghost">{open ? 'Show less of the transcript' : 'Show the full transcript'}</summary>
          <TranscriptParagraphs paragraphs={rest} language={transcript.language} onPlayFrom={onPlayFrom} />
        </details>
      )}
    </section>
  );
}

/**
 * The episode page's extra details (GET /api/episodes/{id}, PublicEpisodeDetailDto): the guest with
 * portrait, role and company, the chapters, the show notes and the transcript. The notes are HTML that
 * the API sanitised when they were saved (an allow-list of tags and attributes, links made safe), so
 * they are injected as they are. `onPlayFrom` (the card's player) makes the chapters' and the
 * transcript's times play the video from there.
 */
export function EpisodeDetails({ episode, onPlayFrom }: { episode: PublicEpisode | PublicEpisodeDetail; onPlayFrom?: PlayFrom }) {
  const detail = episode as PublicEpisodeDetail;
  const guest = detail.guest ?? null;
  const notes = detail.showNotesHtml?.trim() ?? '';
  const chapters = detail.chapters ?? [];
  const transcript = detail.transcript ?? null;
  if (!guest && !notes && chapters.length === 0 && !transcript) return null;
  const affiliation = guest ? guestAffiliation(guest.role, guest.company) : null;
  return (
    <>
      {guest && (
        <section className="episode-guest" aria-label="Guest" data-testid="episode-guest">
          {guest.portrait ? (
            <ArtworkPicture image={guest.portrait} sizes="96px" className="episode-guest__portrait" />
          ) : (
            <span className="episode-guest__portrait episode-guest__initials" aria-hidden="true">
              {guest.name.trim().charAt(0).toUpperCase()}
            </span>
          )}
          <div className="episode-guest__text">
            <p className="episode-guest__label">Guest</p>
            <p className="episode-guest__name">{guest.name}</p>
            {affiliation && <p className="episode-guest__role">{affiliation}</p>}
          </div>
        </section>
      )}
      {chapters.length > 0 && <EpisodeChapters episode={episode} chapters={chapters} onPlayFrom={onPlayFrom} />}
      {notes && (
        <section className="episode-notes" aria-labelledby={`show-notes-${episode.id}`} data-testid="show-notes">
          <h2 id={`show-notes-${episode.id}`} className="episode-notes__heading">
            Show notes
          </h2>
          <div className="episode-notes__body" dangerouslySetInnerHTML={{ __html: notes }} />
        </section>
      )}
      {transcript && transcript.paragraphs.length > 0 && <EpisodeTranscript episode={episode} transcript={transcript} onPlayFrom={onPlayFrom} />}
    </>
  );
}
