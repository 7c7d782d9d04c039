import { TRANSCRIPT_MAX_CHARS } from '@podcast/contracts';
import { chapterCount, sortChapters } from './chapter-order';
import { reviewMessage, reviewNeeds } from './review';
import { languageError, LANGUAGE_MESSAGE, readTranscript, surelyTooLong, transcriptBody, TranscriptRefusal } from './transcript-file';

const chapter = (id: number, startSeconds: number, needsReview = false) => ({ id, startSeconds, title: `Chapter ${id}`, needsReview });
const transcript = (needsReview: boolean) => ({
  language: 'en',
  vttUrl: '/v',
  srtUrl: '/s',
  sourceFormat: 'vtt' as const,
  fileName: 'a.vtt',
  cueCount: 3,
  updatedAt: '2026-01-01T00:00:00Z',
  needsReview,
});

describe('chapters', () => {
  it('sorts by start, then by id, without touching the input', () => {
    const input = [chapter(3, 65), chapter(1, 5), chapter(2, 0)];
    expect(sortChapters(input).map((item) => item.id)).toEqual([2, 1, 3]);
    expect(input[0]?.id).toBe(3);
  });

  it('counts in words', () => {
    expect(chapterCount(0)).toBe('0 chapters');
    expect(chapterCount(1)).toBe('1 chapter');
    expect(chapterCount(2)).toBe('2 chapters');
  });
});

describe('keep or clear after the final video changed', () => {
  it('asks only about what was timed against an earlier video', () => {
    expect(reviewNeeds({ chapters: [chapter(1, 0), chapter(2, 5, true)], transcript: transcript(false) })).toEqual({ chapters: true, transcript: false });
    expect(reviewNeeds({ chapters: [], transcript: transcript(true) })).toEqual({ chapters: false, transcript: true });
    expect(reviewNeeds({ chapters: [chapter(1, 0)], transcript: null })).toEqual({ chapters: false, transcript: false });
    expect(reviewNeeds(undefined)).toEqual({ chapters: false, transcript: false });
  });

  it('names what waits in its sentence, and says nothing when nothing waits', () => {
    expect(reviewMessage({ chapters: true, transcript: true })).toBe(
      'The final video changed after the chapters and the transcript were timed. Keep them if they still fit, or clear them.',
    );
    expect(reviewMessage({ chapters: true, transcript: false })).toBe(
      'The final video changed after the chapters were timed. Keep them if they still fit, or clear them.',
    );
    expect(reviewMessage({ chapters: false, transcript: true })).toBe(
      'The final video changed after the transcript was timed. Keep them if they still fit, or clear them.',
    );
    expect(reviewMessage({ chapters: false, transcript: false })).toBeNull();
  });
});

describe('the transcript upload', () => {
  it.each(['en', 'en-US', 'pt-BR', 'zh-Hant-TW', ' de '])('takes the language %j', (language) => {
    expect(languageError(language)).toBeNull();
  });

  it.each(['', 'e', 'english!', 'en_US', 'en-', `en-${'a'.repeat(40)}`])('refuses the language %j with the API’s wording', (language) => {
    expect(languageError(language)).toBe(LANGUAGE_MESSAGE);
  });

  it('sends the file name, the trimmed language and the text as it is', () => {
    expect(transcriptBody('a.vtt', ' en-US ', 'WEBVTT\n')).toEqual({ fileName: 'a.vtt', language: 'en-US', content: 'WEBVTT\n' });
  });

  it('refuses a text over the limit in the browser, naming the file and the limit', () => {
    expect(() => transcriptBody('long.vtt', 'en', 'x'.repeat(TRANSCRIPT_MAX_CHARS + 1))).toThrow(
      new TranscriptRefusal('long.vtt is too long: a transcript has at most 900,000 characters. Split it or shorten it, then upload it again.'),
    );
    expect(transcriptBody('full.vtt', 'en', 'x'.repeat(TRANSCRIPT_MAX_CHARS)).content).toHaveLength(TRANSCRIPT_MAX_CHARS);
  });

  it('refuses a file too large to fit without reading it', async () => {
    expect(surelyTooLong(3 * TRANSCRIPT_MAX_CHARS)).toBe(false);
    expect(surelyTooLong(3 * TRANSCRIPT_MAX_CHARS + 1)).toBe(true);
    const text = jest.fn(async () => '');
    const huge = { name: 'huge.srt', size: 3 * TRANSCRIPT_MAX_CHARS + 1, text } as unknown as File;
    await expect(readTranscript(huge, 'en')).rejects.toThrow('huge.srt is too long');
    expect(text).not.toHaveBeenCalled();
    await expect(readTranscript({ name: 'a.vtt', size: 10, text } as unknown as File, 'english')).rejects.toThrow(LANGUAGE_MESSAGE);
  });

  it('reads a file in the browser into the body', async () => {
    const file = { name: 'ok.srt', size: 20, text: async () => '1\n00:00:00,000 --> 00:00:01,000\nHi\n' } as unknown as File;
    await expect(readTranscript(file, 'en')).resolves.toEqual({ fileName: 'ok.srt', language: 'en', content: '1\n00:00:00,000 --> 00:00:01,000\nHi\n' });
  });
});
