import { useToast } from '@podcast/web-kit/admin';
import { PictureOutlined } from '@ant-design/icons';
import { VideoAssetType } from '@podcast/contracts';
import { Button, Col, Flex, Modal, Row, Tabs, Typography } from 'antd';
import { useRef, useState } from 'react';
import VideoPlayer, { type VideoPlayerHandle } from '../../public/video-player';
import type { VideoAssetDto } from '../api-dto';
import { formatPlayerTime } from '@podcast/web-kit';
import { useAssetComments, useCommentMutations } from '../episodes-api';
import { ChaptersPanel } from '../text-tracks/chapters-panel';
import { playerTextTracks } from '../text-tracks/player-text-tracks';
import { useTextTracks } from '../text-tracks/text-tracks-api';
import { ReviewStage } from '../../review/review-stage';
import { PEN_COLORS, type Stroke } from '../../review/kit/drawing';
import { drawingsAt, toMs } from '../../review/kit/time-format';
import { useEpisodeRights } from '../rights';
import { CarryOverOffer } from './carry-over-offer';
import { CommentsPanel } from './comments-panel';
import { assetSources, transcodeState } from './transcode-state';

interface VideoPreviewDialogProps {
  episodeId: number;
  asset: VideoAssetDto | null;
  onClose: () => void;
  /** Fresh signed URLs (a failed load most often means an expired link). */
  onRefreshAsset: () => void;
  /** Given when the asset is the episode's final video: makes the frame at that time the artwork. */
  onUseFrame?: (seconds: number) => Promise<unknown>;
}

/**
 * "Video Preview & Comments" (spec §2): the product's one player (mfe-episodes/src/public) in its
 * admin mode — explicit sources and the transcode state drive its quality selector — beside the
 * asset's time-coded comments and, for an edited video, the episode's chapters (issue 20) in a
 * second tab: both take their time from the player the same way.
 */
export function VideoPreviewDialog({ episodeId, asset, onClose, onRefreshAsset, onUseFrame }: VideoPreviewDialogProps) {
  return (
    <Modal open={asset !== null} onCancel={onClose} footer={null} width={1100} title="Video Preview & Comments" destroyOnHidden>
      {asset && <PreviewBody key={asset.id} episodeId={episodeId} asset={asset} onRefreshAsset={onRefreshAsset} onUseFrame={onUseFrame} />}
    </Modal>
  );
}

function PreviewBody({
  episodeId,
  asset,
  onRefreshAsset,
  onUseFrame,
}: {
  episodeId: number;
  asset: VideoAssetDto;
  onRefreshAsset: () => void;
  onUseFrame?: (seconds: number) => Promise<unknown>;
}) {
  const toast = useToast();
  // Everyone who sees the episode plays the video and reads the comments; writing them is episodes.write.
  const { write: canWrite } = useEpisodeRights();
  const player = useRef<VideoPlayerHandle>(null);
  const [currentTime, setCurrentTime] = useState(0);
  const [drawing, setDrawing] = useState(false);
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const [color, setColor] = useState<string>(PEN_COLORS[0].value);
  const [takingFrame, setTakingFrame] = useState(false);
  const switching = useRef(false);
  const commentList = useAssetComments(asset.id);
  const { add, resolve, remove } = useCommentMutations(episodeId, asset.id);
  // The final video plays with the episode's chapters (markers, list) and its transcript as captions.
  const textTracks = playerTextTracks(episodeId, asset.id, useTextTracks(episodeId).data);
  // Comment failures are only logged (spec §8).
  const logged = (what: string) => (error: unknown) => console.warn(`Could not ${what} the comment`, error);

  const onSourceError = () => {
    // A rendition without a URL cannot be chosen (the player disables it), so "Quality Switch Failed"
    // never arises here; a rendition that fails to load is the "Quality Switch Error" of spec §8.
    if (switching.current) toast.error('Quality Switch Error', 'The selected quality could not be loaded. Trying again with fresh links.');
    switching.current = false;
    onRefreshAsset();
  };

  const seek = (seconds: number) => {
    player.current?.seek(seconds);
    setCurrentTime(seconds);
  };

  const currentMs = toMs(currentTime);
  const toggleDrawing = (on: boolean) => {
    if (on) player.current?.pause();
    setDrawing(on);
  };
  const shown = drawingsAt(commentList.data ?? [], currentMs).flatMap((comment) => (comment.drawing ? [comment.drawing] : []));

  const comments = (
    <CommentsPanel
      comments={commentList.data}
      loading={commentList.isLoading}
      loadError={commentList.isError ? { error: commentList.error, retry: () => commentList.refetch(), retrying: commentList.isFetching } : null}
      currentMs={currentMs}
      readMs={() => toMs(player.current?.currentTime() ?? currentTime)}
      durationMs={asset.durationSec ? Math.round(asset.durationSec * 1000) : null}
      adding={add.isPending}
      drawingState={{ drawing, strokes, color, onColor: setColor, onToggle: toggleDrawing, onChange: setStrokes }}
      canWrite={canWrite}
      onAdd={(comment) =>
        add.mutateAsync(comment).catch((error: unknown) => {
          logged('add')(error);
          throw error;
        })
      }
      onSeek={seek}
      onResolve={(comment) => resolve.mutate({ id: comment.id, resolved: !comment.resolved }, { onError: logged('resolve') })}
      onDelete={(comment) => remove.mutate(comment.id, { onError: logged('delete') })}
    />
  );

  return (
    <Row gutter={24}>
      <Col xs={24} lg={15}>
        {canWrite && <CarryOverOffer assetId={asset.id} />}
        <ReviewStage player={player} shown={shown} editing={drawing ? { strokes, color, onChange: setStrokes } : null}>
          <VideoPlayer
            ref={player}
            title={asset.originalName}
            sources={assetSources(asset)}
            transcodeState={transcodeState([asset])}
            poster={asset.posterUrl}
            chapters={textTracks.chapters}
            captions={textTracks.captions}
            onQualityChange={() => (switching.current = true)}
            onTimeUpdate={(seconds) => {
              switching.current = false;
              setCurrentTime(seconds);
            }}
            onSourceError={onSourceError}
          />
        </ReviewStage>
        {onUseFrame && (
          <Flex align="center" gap={8} wrap style={{ marginTop: 8 }}>
            <Button
              icon={<PictureOutlined />}
              loading={takingFrame}
              onClick={() => {
                const seconds = player.current?.currentTime() ?? currentTime;
                setTakingFrame(true);
                void onUseFrame(seconds).finally(() => setTakingFrame(false));
              }}
            >
              Use current frame
            </Button>
            <Typography.Text type="secondary">as the episode's artwork ({formatPlayerTime(currentTime)})</Typography.Text>
          </Flex>
        )}
      </Col>
      <Col xs={24} lg={9}>
        {asset.type === VideoAssetType.Edited ? (
          <Tabs
            items={[
              { key: 'comments', label: 'Comments', children: comments },
              {
                key: 'chapters',
                label: 'Chapters',
                children: <ChaptersPanel episodeId={episodeId} assetId={asset.id} currentTime={currentTime} onSeek={seek} />,
              },
            ]}
          />
        ) : (
          comments
        )}
      </Col>
    </Row>
  );
}
