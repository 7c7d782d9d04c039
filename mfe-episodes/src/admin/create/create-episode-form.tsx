import { Button, Card, Form, Input, InputNumber, Progress, Select } from 'antd';
import { useState } from 'react';
import type { AdminEpisodeDto, EpisodeCreateDto } from '../api-dto';
import { createBody, EMPTY_EPISODE, type CreateEpisodeValues } from './create-body';

interface CreateEpisodeFormProps {
  /** Resolves with the new episode; progress is reported through onProgress (25, 75, 90, 100). */
  onCreate: (body: EpisodeCreateDto, onProgress: (value: number) => void) => Promise<AdminEpisodeDto | null>;
  onInvalid: () => void;
}

export function CreateEpisodeForm({ onCreate, onInvalid }: CreateEpisodeFormProps) {
  const [values, setValues] = useState<CreateEpisodeValues>(EMPTY_EPISODE);
  const [progress, setProgress] = useState<number | null>(null);
  const set = (change: Partial<CreateEpisodeValues>) => setValues((current) => ({ ...current, ...change }));
  const submit = async () => {
    const body = createBody(values);
    if (!body) {
      onInvalid();
      return;
    }
    const created = await onCreate(body, setProgress);
    if (created) setValues(EMPTY_EPISODE);
    setProgress(null);
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
            value={values.episodeNumber === '' ? null : Number(values.episodeNumber)}
            onChange={(value) => set({ episodeNumber: value === null ? '' : String(value) })}
          />
        </Form.Item>
        <Form.Item label="Guest Name">
          <Input aria-label="Guest Name" placeholder="Guest full name" value={values.guestName} onChange={(e) => set({ guestName: e.target.value })} />
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
    </Card>
  );
}
