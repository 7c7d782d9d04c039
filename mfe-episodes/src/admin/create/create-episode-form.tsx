import { makesPublic } from '@podcast/contracts';
import { PublishDialog, type PublishAcknowledgement } from '@podcast/web-kit/publishing';
import { Button, Card, Form, Input, InputNumber, Progress, Select } from 'antd';
import { useState } from 'react';
import type { AdminEpisodeDto, EpisodeCreateDto } from '../api-dto';
import { GuestNameField } from '../guest/guest-name-field';
import { ShowNotesField } from '../detail/show-notes-field';
import { createBody, EMPTY_EPISODE, missingFields, type CreateEpisodeValues, type CreateField, type CreateFieldErrors } from './create-body';

/** What a create attempt came to: the new episode, or the fields the server refused (possibly none). */
export type CreateOutcome = { created: AdminEpisodeDto } | { fieldErrors: CreateFieldErrors };

interface CreateEpisodeFormProps {
  /** The next free episode number, the form's default until the admin types one. */
  nextNumber: number;
  /** Creates the episode; progress is reported through onProgress (25, 75, 90, 100). */
  onCreate: (body: EpisodeCreateDto, onProgress: (value: number) => void) => Promise<CreateOutcome>;
  onInvalid: () => void;
  /** episodes.publish: without it the Status field is left out and the episode is created as a draft. */
  canPublish?: boolean;
}

export function CreateEpisodeForm({ nextNumber, onCreate, onInvalid, canPublish = true }: CreateEpisodeFormProps) {
  // episodeNumber null: not typed, so the next free number is shown and sent.
  const [values, setValues] = useState<Omit<CreateEpisodeValues, 'episodeNumber'> & { episodeNumber: string | null }>({
    ...EMPTY_EPISODE,
    episodeNumber: null,
  });
  const [errors, setErrors] = useState<CreateFieldErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  /** Creating as published goes through the publishing confirmation first. */
  const [confirming, setConfirming] = useState<EpisodeCreateDto | null>(null);
  const set = (change: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...change }));
    // A field's message was about what it held: typing there clears it.
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(change) as CreateField[]) delete next[field];
      return next;
    });
  };
  const episodeNumber = values.episodeNumber ?? String(nextNumber);
  const create = async (body: EpisodeCreateDto) => {
    setConfirming(null);
    const outcome = await onCreate(body, setProgress);
    if ('created' in outcome) {
      setValues({ ...EMPTY_EPISODE, episodeNumber: null });
      setErrors({});
    } else setErrors(outcome.fieldErrors);
    setProgress(null);
  };
  const submit = async () => {
    const missing = missingFields(values);
    const body = createBody({ ...values, episodeNumber });
    if (!body || Object.keys(missing).length > 0) {
      setErrors(missing);
      onInvalid();
      return;
    }
    setErrors({});
    if (makesPublic(null, body.status)) setConfirming(body);
    else await create(body);
  };
  /** antd's field-level error: the field turns red and its message is announced with it. */
  const marked = (field: CreateField) => (errors[field] ? { validateStatus: 'error' as const, help: errors[field] } : {});
  const busy = progress !== null;
  return (
    <Card title="Create Episode" size="small">
      <Form layout="vertical" onFinish={submit} requiredMark>
        <Form.Item label="Title" required htmlFor="create-episode-title" {...marked('title')}>
          <Input
            id="create-episode-title"
            aria-invalid={errors.title ? true : undefined}
            value={values.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="Description" required htmlFor="create-episode-description" {...marked('description')}>
          <Input.TextArea
            id="create-episode-description"
            aria-invalid={errors.description ? true : undefined}
            rows={3}
            value={values.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="Episode Number" htmlFor="create-episode-number" {...marked('episodeNumber')}>
          <InputNumber
            id="create-episode-number"
            min={1}
            precision={0}
            value={episodeNumber === '' ? null : Number(episodeNumber)}
            onChange={(value) => set({ episodeNumber: value === null ? '' : String(value) })}
          />
        </Form.Item>
        <Form.Item label="Guest Name" htmlFor="create-episode-guest" {...marked('guestName')}>
          <GuestNameField id="create-episode-guest" value={{ guestName: values.guestName, guestId: values.guestId }} onChange={set} />
        </Form.Item>
        <Form.Item label="Show notes">
          <ShowNotesField rows={4} value={values.showNotes ?? ''} error={errors.showNotes} onChange={(showNotes) => set({ showNotes })} />
        </Form.Item>
        {canPublish && (
          <Form.Item label="Status" htmlFor="create-episode-status">
            <Select
              id="create-episode-status"
              aria-label="Status"
              value={values.status}
              onChange={(status) => set({ status })}
              options={[
                { value: 'draft', label: 'Draft' },
                { value: 'published', label: 'Published' },
              ]}
            />
          </Form.Item>
        )}
        {busy && <Progress percent={progress} aria-label="Creating episode" />}
        <Button type="primary" htmlType="submit" loading={busy}>
          Create Episode
        </Button>
      </Form>
      <PublishDialog
        target={
          confirming ? { id: null, title: confirming.title, guestName: confirming.guestName ?? null, episodeNumber: confirming.episodeNumber ?? 1 } : null
        }
        onCancel={() => setConfirming(null)}
        onConfirm={(acknowledgement: PublishAcknowledgement) => {
          if (confirming) void create({ ...confirming, ...acknowledgement });
        }}
      />
    </Card>
  );
}
