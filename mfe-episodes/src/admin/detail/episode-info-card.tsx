import { DURATION_HINT } from '@podcast/contracts';
import { Card, Descriptions, Input, InputNumber, Typography } from 'antd';
import { GuestNameField } from '../guest/guest-name-field';
import { ShowNotesField } from './show-notes-field';
import type { AdminEpisodeDto } from '../api-dto';
import type { EpisodeForm } from './status-change';

interface EpisodeInfoCardProps {
  episode: AdminEpisodeDto;
  editing: boolean;
  form: EpisodeForm;
  /** Shown under the Duration field when the typed value is not a duration the API takes. */
  durationError?: string | null;
  /** The server's refusal of the show notes (400), shown under the field. */
  showNotesError?: string | null;
  onChange: (change: Partial<EpisodeForm>) => void;
}

/** Episode Information (spec §2): read-only with fallbacks, or the edit form. */
export function EpisodeInfoCard({ episode, editing, form, durationError, showNotesError, onChange }: EpisodeInfoCardProps) {
  const items = editing
    ? [
        {
          key: 'guest',
          label: 'Guest Name',
          children: (
            <GuestNameField id="episode-guest" ariaLabel="Guest Name" value={{ guestName: form.guestName, guestId: form.guestId }} onChange={onChange} />
          ),
        },
        { key: 'title', label: 'Title', children: <Input aria-label="Title" value={form.title} onChange={(e) => onChange({ title: e.target.value })} /> },
        {
          key: 'number',
          label: 'Episode Number',
          children: (
            <InputNumber
              aria-label="Episode Number"
              min={1}
              precision={0}
              value={form.episodeNumber === '' ? null : Number(form.episodeNumber)}
              onChange={(value) => onChange({ episodeNumber: value === null ? '' : String(value) })}
            />
          ),
        },
        {
          key: 'description',
          label: 'Description',
          children: <Input.TextArea aria-label="Description" rows={4} value={form.description} onChange={(e) => onChange({ description: e.target.value })} />,
        },
        {
          key: 'duration',
          label: 'Duration',
          children: (
            <>
              <Input
                aria-label="Duration"
                placeholder="42:18"
                value={form.duration}
                status={durationError ? 'error' : undefined}
                aria-invalid={durationError ? true : undefined}
                aria-describedby="duration-help"
                onChange={(e) => onChange({ duration: e.target.value })}
              />
              <Typography.Text
                id="duration-help"
                type={durationError ? 'danger' : 'secondary'}
                style={{ display: 'block', marginTop: 4 }}
                role={durationError ? 'alert' : undefined}
              >
                {durationError ?? DURATION_HINT}
              </Typography.Text>
            </>
          ),
        },
        {
          key: 'showNotes',
          label: 'Show notes',
          children: <ShowNotesField value={form.showNotes} error={showNotesError} onChange={(showNotes) => onChange({ showNotes })} />,
        },
      ]
    : [
        { key: 'guest', label: 'Guest Name', children: episode.guestName || 'No guest specified' },
        { key: 'title', label: 'Title', children: episode.title },
        { key: 'number', label: 'Episode Number', children: episode.episodeNumber },
        { key: 'description', label: 'Description', children: episode.description || 'No description provided' },
        { key: 'duration', label: 'Duration', children: episode.duration || 'Unknown' },
        {
          key: 'showNotes',
          label: 'Show notes',
          children: episode.showNotesHtml ? (
            // The server's rendering, sanitised when the notes were saved (api show-notes.ts: text
            // structure and http(s)/mailto links only), the same HTML the episode page shows.
            <div
              data-testid="show-notes"
              className="show-notes"
              tabIndex={0}
              role="region"
              aria-label="Show notes"
              style={{ overflowWrap: 'anywhere', maxHeight: 320, overflowY: 'auto' }}
              dangerouslySetInnerHTML={{ __html: episode.showNotesHtml }}
            />
          ) : (
            'No show notes'
          ),
        },
      ];
  return (
    <Card title="Episode Information">
      <Descriptions column={1} bordered size="small" items={items} />
    </Card>
  );
}
