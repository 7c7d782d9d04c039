import { UploadOutlined } from '@ant-design/icons';
import { Button, Card, Image, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { AdminEpisodeDto } from '../api-dto';

interface ThumbnailCardProps {
  episode: AdminEpisodeDto;
  /** Uploads the image and stores its URL on the episode. */
  onUpload: (file: File) => Promise<void>;
}

/** The episode's thumbnail: POST /api/admin/upload/episode (field thumbnail), then PATCH thumbnailUrl. */
export function ThumbnailCard({ episode, onUpload }: ThumbnailCardProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      await onUpload(file);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Card title="Thumbnail" size="small">
      {episode.thumbnailUrl ? (
        <Image src={episode.thumbnailUrl} alt={`Thumbnail of ${episode.title}`} style={{ borderRadius: 8 }} />
      ) : (
        <Typography.Text type="secondary">No thumbnail</Typography.Text>
      )}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        aria-label="Thumbnail image"
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <Button block icon={<UploadOutlined />} loading={busy} style={{ marginTop: 12 }} onClick={() => input.current?.click()}>
        Upload Thumbnail
      </Button>
    </Card>
  );
}
