import { SHOW_NOTES_MAX } from '@podcast/contracts';
import { Input, Typography } from 'antd';
import { useId } from 'react';

/** The API's limit on show notes (docs/artwork.md, "Show notes"). */
export const SHOW_NOTES_HELP = 'Markdown: **bold**, lists, links. Shown on the episode page and in the podcast feeds.';

interface ShowNotesFieldProps {
  value: string;
  /** The server's refusal (400), shown instead of the help text. */
  error?: string | null;
  onChange: (value: string) => void;
  rows?: number;
}

/**
 * The "Show notes" Markdown textarea of the edit and create forms. The counter turns red past the
 * limit but the text is not cut: the server's message then says why it was refused.
 */
export function ShowNotesField({ value, error, onChange, rows = 6 }: ShowNotesFieldProps) {
  const help = useId();
  return (
    <>
      <Input.TextArea
        aria-label="Show notes"
        aria-describedby={help}
        aria-invalid={error ? true : undefined}
        status={error ? 'error' : undefined}
        rows={rows}
        value={value}
        count={{ show: true, max: SHOW_NOTES_MAX }}
        onChange={(event) => onChange(event.target.value)}
      />
      <Typography.Text id={help} type={error ? 'danger' : 'secondary'} role={error ? 'alert' : undefined} style={{ display: 'block', marginTop: 20 }}>
        {error ?? SHOW_NOTES_HELP}
      </Typography.Text>
    </>
  );
}
