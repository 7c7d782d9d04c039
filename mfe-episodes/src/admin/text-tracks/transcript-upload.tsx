import { UploadOutlined } from '@ant-design/icons';
import { TRANSCRIPT_ACCEPT, TRANSCRIPT_MAX_CHARS } from '@podcast/contracts';
import { useToast } from '@podcast/web-kit/admin';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import { serverMessage } from '../artwork/artwork-card';
import type { TextTrackMutations } from './text-tracks-api';
import { DEFAULT_TRANSCRIPT_LANGUAGE, languageError, readTranscript, TranscriptRefusal } from './transcript-file';

interface TranscriptUploadProps {
  upload: TextTrackMutations['uploadTranscript'];
  /** Whether one exists: the button then replaces it. */
  replaces: boolean;
  /** The current transcript's language, else en. */
  initialLanguage?: string;
}

export const TRANSCRIPT_HINT = `WebVTT (.vtt) or SRT (.srt), up to ${TRANSCRIPT_MAX_CHARS.toLocaleString('en-US')} characters, timed against the final video.`;

/**
 * Upload of a transcript: its language (a tag such as en or en-US) and a .vtt or .srt file, read in
 * the browser and sent as text. A refused file (the API names the line it could not read) shows
 * here and the transcript the episode had stays.
 */
export function TranscriptUpload({ upload, replaces, initialLanguage = DEFAULT_TRANSCRIPT_LANGUAGE }: TranscriptUploadProps) {
  const toast = useToast();
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const languageField = useRef<HTMLInputElement>(null);
  const [language, setLanguage] = useState(initialLanguage);
  const [languageProblem, setLanguageProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const pick = () => {
    const problem = languageError(language);
    setLanguageProblem(problem);
    if (problem) {
      languageField.current?.focus();
      return;
    }
    input.current?.click();
  };

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setRefusal(null);
    setReading(true);
    try {
      const body = await readTranscript(file, language);
      await upload.mutateAsync(body);
      toast.success('Transcript uploaded', `${file.name} is the episode's transcript.`);
    } catch (error) {
      setRefusal(error instanceof TranscriptRefusal ? error.message : serverMessage(error, `Failed to upload ${file.name}. Please try again.`));
    } finally {
      setReading(false);
    }
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap align="end">
        <Flex vertical gap={4} style={{ width: 160 }}>
          <label htmlFor={`${ids}-language`}>
            <Typography.Text strong>Transcript language</Typography.Text>
          </label>
          <Input
            ref={(element) => {
              languageField.current = element?.input ?? null;
            }}
            id={`${ids}-language`}
            value={language}
            maxLength={35}
            aria-invalid={languageProblem ? true : undefined}
            aria-describedby={languageProblem ? `${ids}-language-error` : `${ids}-hint`}
            status={languageProblem ? 'error' : undefined}
            onChange={(event) => {
              setLanguage(event.target.value);
              if (languageProblem) setLanguageProblem(languageError(event.target.value));
            }}
            onBlur={() => setLanguageProblem(languageError(language))}
          />
        </Flex>
        <input
          ref={input}
          type="file"
          accept={TRANSCRIPT_ACCEPT}
          hidden
          aria-label="Transcript file"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <Button icon={<UploadOutlined />} loading={reading} aria-describedby={`${ids}-hint`} onClick={pick}>
          {replaces ? 'Replace transcript' : 'Upload transcript'}
        </Button>
      </Flex>
      {languageProblem && (
        <Typography.Text id={`${ids}-language-error`} type="danger" role="alert">
          {languageProblem}
        </Typography.Text>
      )}
      <Typography.Text id={`${ids}-hint`} type="secondary">
        {TRANSCRIPT_HINT}
      </Typography.Text>
      {refusal && (
        <Alert
          type="error"
          showIcon
          title={replaces ? 'The file was refused; the current transcript stays' : 'The file was refused'}
          description={<span style={{ overflowWrap: 'anywhere' }}>{refusal}</span>}
          data-testid="transcript-refusal"
        />
      )}
    </Flex>
  );
}
