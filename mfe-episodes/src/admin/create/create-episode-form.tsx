import { makesPublic } from '@podcast/contracts';
import { PublishDialog, type PublishAcknowledgement } from '@podcast/web-kit/publishing';
import { Button, Card, Form, Input, InputNumber, Progress, Select } from 'antd';
import { useState } from 'react';
import type { AdminEpisodeDto, EpisodeCreateDto } from '../api-dto';
import { ShowNotesField } from '../detail/show-notes-field';
import { createBody, EMPTY_EPISODE, type CreateEpisodeValues } from './create-body';

interface CreateEpisodeFormProps {
  /** The next free episode number, the form's default until the admin types one. */
  nextNumber: number;
  /** Resolves with the new episode; progress is reported through onProgress (25, 75, 90, 100). */
  onCreate: (body: EpisodeCreateDto, onProgress: (value: number) => void) => Promise<AdminEpisodeDto | null>;
  onInvalid: () => void;
}

export function CreateEpisodeForm({ nextNumber, onCreate, onInvalid }: CreateEpisodeFormProps) {
  // episodeNumber null: not typed, so the next free number is shown and sent.
  const [values, setValues] = useState<Omit<CreateEpisodeValues, 'episodeNumber'> & { episodeNumber: string | null }>({
    ...EMPTY_EPISODE,
    episodeNumber: null,
  });
  const [progress, setProgress] = useState<number | null>(null);
  /** Creating as published goes through the publishing confirmation first. */
  const [confirming, setConfirming] = useState<EpisodeCreateDto | null>(null);
  const set = (change: Partial<typeof values>) => setValues((current) => ({ ...current, ...change }));
  const episodeNumber = values.episodeNumber ?? String(nextNumber);
  const create = async (body: EpisodeCreateDto) => {
    setConfirming(null);
    const created = await onCreate(body, setProgress);
    if (created) setValues({ ...EMPTY_EPISODE, episodeNumber: null });
    setProgress(null);
  };
  const submit = async () => {
    const body = createBody({ ...values, episodeNumber });
    if (!body) {
      onInvalid();
      return;
    }
    if (makesPublic(null, body.status)) setConfirming(body);
    else await create(body);
  };
  const busy = progress !== null;
  return (
    <Card title="Create Episode" size="small">
      <Form layout="vertical" onFinish={submit} requiredMark>
        <Form.Item label="Title" required>
          <Input aria-label="Title" value={values.title} onChange={(e) => set({ title: e.target.value })} />
        </Form.Item>
        <Form.Item label="Description" required>
          <Input.TextArea aria-label="Description" rows={3} value={values.description} onChange={(e) => set({ description: e.target.value })} />
        </Form.Item>
        <Form.Item label="Episode Number">
          <InputNumber
            aria-label="Episode Number"
            min={1}
            precision={0}
            value={episodeNumber === '' ? null : Number(episodeNumber)}
            onChange={(value) => set({ episodeNumber: value === null ? '' : String(value) })}
          />
        </Form.Item>
        <Form.Item label="Guest Name">
          <Input aria-label="Guest Name" placeholder="Guest full name" value={values.guestName} onChange={(e) => set({ guestName: e.target.value })} />
        </Form.Item>
        <Form.Item label="Show notes">
          <ShowNotesField rows={4} value={values.showNotes ?? ''} onChange={(showNotes) => set({ showNotes })} />
        </Form.Item>
        <Form.Item label="Status">
          <Select
            aria-label="Status"
            value={values.status}
            onChange={(status) => set({ status })}
            options={[
              { value: 'draft', label: 'Draft' },
              { value: 'published', label: 'Published' },
            ]}
          />
        </Form.Item>
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
