import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { pickFinalVideo, IMAGE_ACCEPT } from '@podcast/contracts';
import { ApiError, formatPlayerTime } from '@podcast/web-kit';
import { useToast } from '@podcast/web-kit/admin';
import { Button, Card, Divider, Flex, Input, Popconfirm, Progress, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import type { AdminEpisodeDto } from '../api-dto';
import { useArtworkMutations, useVideoAssets } from '../episodes-api';
import { assetsOfKind } from '../media/file-rows';
import { useEpisodeRights } from '../rights';
import { parseTimecode } from './timecode';
import { ArtworkPicture } from '@podcast/web-kit';

export const ARTWORK_HINT = 'JPEG, PNG or WebP, at least 200 × 200 px. Square artwork of at least 1400 × 1400 px is also used by podcast apps.';
export const TIMECODE_HINT = 'A time code of the final video: minutes:seconds (1:15) or seconds (75).';

const FEED_MIN = 1400;

/**
 * What the server made of the image, said as it is (docs/artwork.md): the size uploaded, the largest
 * web image, and the feed artwork's real size, or a warning that podcast apps get none and why.
 */
export function artworkFacts(artwork: NonNullable<AdminEpisodeDto['artwork']>): { sizes: string; feed: string; feedMissing: boolean } {
  const uploaded = artwork.sourceWidth && artwork.sourceHeight ? `Uploaded ${artwork.sourceWidth} × ${artwork.sourceHeight} px; ` : '';
  const sizes = `${uploaded}web images up to ${artwork.width} × ${artwork.height} px.`;
  if (artwork.feedImage) {
    const side = artwork.feedImageSize;
    return { sizes, feed: side ? `Feed artwork ${side} × ${side} px for podcast apps.` : 'Feed artwork for podcast apps.', feedMissing: false };
  }
  return {
    sizes,
    feed: `No feed artwork: podcast apps need a square image of at least ${FEED_MIN} × ${FEED_MIN} px, so they show the show's artwork.`,
    feedMissing: true,
  };
}

/** The server's own message of a refused request, else the given text. */
export const serverMessage = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage) || fallback;

/**
 * The episode's artwork (issue 16, docs/artwork.md; it replaced the spec's Thumbnail card, and
 * thumbnailUrl follows it): the current image, an upload, a frame of the final video at a time
 * code, and removal behind a confirmation. Changing it is episodes.write (issue 31); without it the
 * card shows the image alone.
 */
export function ArtworkCard({ episode }: { episode: AdminEpisodeDto }) {
  const toast = useToast();
  const { write: canWrite } = useEpisodeRights();
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const { upload, fromFrame, remove } = useArtworkMutations(episode.id);
  const assets = useVideoAssets(episode.id);
  const finalVideo = pickFinalVideo(assetsOfKind(assets.data ?? [], 'edited'), episode.finalVideoAssetId);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [timecode, setTimecode] = useState('');
  const [frameError, setFrameError] = useState<string | null>(null);
  const busy = upload.isPending || fromFrame.isPending || remove.isPending;
  const artwork = episode.artwork;
  const facts = artwork ? artworkFacts(artwork) : null;

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setUploadError(null);
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => toast.success('Episode Updated', 'Episode details have been saved successfully.'),
        onError: (error) => setUploadError(serverMessage(error, `Failed to upload ${file.name}. Please try again.`)),
        onSettled: () => setProgress(null),
      },
    );
  };

  const takeFrame = () => {
    const seconds = parseTimecode(timecode);
    if (seconds === null) {
      setFrameError(`"${timecode.trim()}" is not a time code. ${TIMECODE_HINT}`);
      return;
    }
    setFrameError(null);
    fromFrame.mutate(seconds, {
      onSuccess: () => toast.success('Episode Updated', `The frame at ${formatPlayerTime(seconds)} is the episode's artwork.`),
      onError: (error) => setFrameError(serverMessage(error, 'Failed to use that frame. Please try again.')),
    });
  };

  const confirmRemove = () =>
    remove.mutateAsync().then(
      () => toast.success('Episode Updated', 'The artwork was removed.'),
      (error: unknown) => toast.error('Error', serverMessage(error, 'Failed to remove the artwork. Please try again.')),
    );

  return (
    <Card title="Artwork" size="small">
      {artwork ? (
        <>
          <ArtworkPicture
            image={artwork}
            sizes="(min-width: 992px) 360px, 100vw"
            style={{ picture: { display: 'block', maxWidth: 480 }, image: { display: 'block', width: '100%', height: 'auto', borderRadius: 8 } }}
          />
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }} data-testid="artwork-size">
            {facts?.sizes}
          </Typography.Text>
          <Typography.Text type="secondary" strong={facts?.feedMissing} style={{ display: 'block' }} data-testid="artwork-feed">
            {facts?.feed}
          </Typography.Text>
        </>
      ) : (
        <Flex vertical align="center" gap={4} style={{ padding: '16px 0' }}>
          <PictureOutlined style={{ fontSize: 32, color: 'rgba(0, 0, 0, 0.45)' }} aria-hidden />
          <Typography.Text type="secondary">No artwork</Typography.Text>
        </Flex>
      )}
      {canWrite && (
        <>
          <Typography.Paragraph type="secondary" id={`${ids}-hint`} style={{ margin: '12px 0 8px' }}>
            {ARTWORK_HINT}
          </Typography.Paragraph>
          <input ref={input} type="file" accept={IMAGE_ACCEPT} hidden aria-label="Artwork image" onChange={(event) => choose(event.target.files?.[0])} />
          <Button
            block
            icon={<UploadOutlined />}
            loading={upload.isPending}
            disabled={busy && !upload.isPending}
            aria-describedby={`${ids}-hint`}
            onClick={() => input.current?.click()}
          >
            Upload artwork
          </Button>
          {progress !== null && <Progress percent={progress} size="small" aria-label="Artwork upload progress" />}
          {uploadError && (
            <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 4 }}>
              {uploadError}
            </Typography.Text>
          )}
          <Divider style={{ margin: '16px 0 12px' }} />
          <Typography.Text strong id={`${ids}-frame`} style={{ display: 'block', marginBottom: 8 }}>
            Use a frame of the final video
          </Typography.Text>
          <Flex gap={8}>
            <Input
              aria-label="Time code"
              aria-describedby={`${ids}-frame-help`}
              aria-invalid={frameError ? true : undefined}
              status={frameError ? 'error' : undefined}
              placeholder="1:15"
              value={timecode}
              disabled={!finalVideo}
              onChange={(event) => setTimecode(event.target.value)}
              onPressEnter={takeFrame}
              style={{ minWidth: 0 }}
            />
            <Button onClick={takeFrame} loading={fromFrame.isPending} disabled={!finalVideo || (busy && !fromFrame.isPending)}>
              Use frame
            </Button>
          </Flex>
          <Typography.Text
            id={`${ids}-frame-help`}
            type={frameError ? 'danger' : 'secondary'}
            role={frameError ? 'alert' : undefined}
            style={{ display: 'block', marginTop: 4 }}
          >
            {frameError ??
              (finalVideo
                ? `${TIMECODE_HINT} Or preview the final video and choose "Use current frame".`
                : 'This episode has no final video yet: upload the edited video first.')}
          </Typography.Text>
          {artwork && (
            <Popconfirm
              title="Remove the artwork?"
              description="Its images are deleted; the episode then shows no artwork until you add one."
              okText="Remove"
              okButtonProps={{ danger: true, loading: remove.isPending }}
              cancelText="Cancel"
              onConfirm={confirmRemove}
            >
              <Button block danger icon={<DeleteOutlined />} disabled={busy} style={{ marginTop: 16 }}>
                Remove artwork
              </Button>
            </Popconfirm>
          )}
        </>
      )}
    </Card>
  );
}
