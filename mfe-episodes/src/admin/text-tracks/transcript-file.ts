import { TRANSCRIPT_LANGUAGE_PATTERN, TRANSCRIPT_MAX_CHARS } from '@podcast/contracts';
import type { TranscriptUploadDto } from '../api-dto';

export const DEFAULT_TRANSCRIPT_LANGUAGE = 'en';

/** The API's own wording for a bad language (text-tracks.dto.ts). */
export const LANGUAGE_MESSAGE = 'Language must be a language code such as en or en-US';

const LIMIT = TRANSCRIPT_MAX_CHARS.toLocaleString('en-US');

/** A refusal made in the browser, before anything is sent. */
export class TranscriptRefusal extends Error {}

/** null when the language is a tag the API takes ("en", "en-US", "pt-BR"), else the message. */
export function languageError(language: string): string | null {
  const value = language.trim();
  return value.length <= 35 && TRANSCRIPT_LANGUAGE_PATTERN.test(value) ? null : LANGUAGE_MESSAGE;
}

export const tooLongMessage = (fileName: string): string =>
  `${fileName} is too long: a transcript has at most ${LIMIT} characters. Split it or shorten it, then upload it again.`;

/**
 * Whether the file is surely over the limit before reading it: each UTF-16 unit of the decoded text
 * comes from at most 3 bytes of the file, so more than 3 × the limit in bytes cannot fit.
 */
export const surelyTooLong = (size: number): boolean => size > 3 * TRANSCRIPT_MAX_CHARS;

/** The upload's body from the file's text; throws TranscriptRefusal for a bad language or a text over the limit. */
export function transcriptBody(fileName: string, language: string, content: string): TranscriptUploadDto {
  const languageProblem = languageError(language);
  if (languageProblem) throw new TranscriptRefusal(languageProblem);
  if (content.length > TRANSCRIPT_MAX_CHARS) throw new TranscriptRefusal(tooLongMessage(fileName));
  return { fileName, language: language.trim(), content };
}

/** Reads the chosen file in the browser (a transcript is small) into the upload's body. */
export async function readTranscript(file: File, language: string): Promise<TranscriptUploadDto> {
  const languageProblem = languageError(language);
  if (languageProblem) throw new TranscriptRefusal(languageProblem);
  if (surelyTooLong(file.size)) throw new TranscriptRefusal(tooLongMessage(file.name));
  return transcriptBody(file.name, language, await file.text());
}
