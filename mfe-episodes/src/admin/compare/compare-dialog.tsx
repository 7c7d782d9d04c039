import { Col, Empty, Modal, Row, Select, Spin, Typography } from 'antd';
import { useCallback, useRef, useState } from 'react';
import VideoPlayer, { type VideoPlayerHandle } from '../../public/video-player';
import type { VideoAssetDto } from '../api-dto';
import { useAssetComments } from '../episodes-api';
import { CommentLines } from '../preview/comment-lines';
import { assetSources, transcodeState } from '../preview/transcode-state';
import { useSyncedPair } from './use-synced-pair';
import { comparableAssets, defaultPair, versionLabel } from './version-label';

interface CompareDialogProps {
  open: boolean;
  assets: readonly VideoAssetDto[];
  onClose: () => void;
  /** Fresh signed URLs when one fails to load (they expire). */
  onRefreshAssets: () => void;
}

/**
 * Issue 35 item 4: two versions of the episode side by side (stacked on a phone), played in sync —
 * play, pause, seek and speed on either follow on the other, drift corrected — each with its comments.
 */
export function CompareDialog({ open, assets, onClose, onRefreshAssets }: CompareDialogProps) {
  return (
    <Modal open={open} onCancel={onClose} footer={null} width="min(1400px, 96vw)" title="Compare versions" destroyOnHidden>
      {open && <CompareBody assets={assets} onRefreshAssets={onRefreshAssets} />}
    </Modal>
  );
}

function CompareBody({ assets, onRefreshAssets }: { assets: readonly VideoAssetDto[]; onRefreshAssets: () => void }) {
  const [pair, setPair] = useState<[number, number] | null>(() => defaultPair(assets));
  const left = useRef<VideoPlayerHandle>(null);
  const right = useRef<VideoPlayerHandle>(null);
  const leftVideo = useCallback(() => left.current?.video() ?? null, []);
  const rightVideo = useCallback(() => right.current?.video() ?? null, []);
  useSyncedPair(leftVideo, rightVideo, pair !== null);
  const options = comparableAssets(assets).map((asset) => ({ value: asset.id, label: versionLabel(asset) }));
  if (!pair) return <Empty description="Upload a second version to compare two versions." />;
  const sides = [
    { name: 'Left version', id: pair[0], ref: left, set: (id: number) => setPair([id, pair[1]]) },
    { name: 'Right version', id: pair[1], ref: right, set: (id: number) => setPair([pair[0], id]) },
  ];
  return (
    <>
      <Typography.Paragraph type="secondary">
        Both play together: play, pause, seek or change the speed of either one. The right one starts muted.
      </Typography.Paragraph>
      <Row gutter={[24, 24]}>
        {sides.map((side) => {
          const asset = assets.find((candidate) => candidate.id === side.id);
          return (
            <Col xs={24} md={12} key={side.name} data-testid={side.name === 'Left version' ? 'compare-left' : 'compare-right'}>
              <Select
                aria-label={side.name}
                value={side.id}
                options={options}
                onChange={side.set}
                style={{ width: '100%', marginBottom: 12 }}
                popupMatchSelectWidth={false}
              />
              {asset && <CompareSide key={asset.id} asset={asset} playerRef={side.ref} onRefreshAsset={onRefreshAssets} />}
            </Col>
          );
        })}
      </Row>
    </>
  );
}

function CompareSide({
  asset,
  playerRef,
  onRefreshAsset,
}: {
  asset: VideoAssetDto;
  playerRef: React.RefObject<VideoPlayerHandle | null>;
  onRefreshAsset: () => void;
}) {
  const comments = useAssetComments(asset.id);
  return (
    <>
      <VideoPlayer
        ref={playerRef}
        title={versionLabel(asset)}
        sources={assetSources(asset)}
        transcodeState={transcodeState([asset])}
        poster={asset.posterUrl}
        onSourceError={onRefreshAsset}
      />
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        Comments on {versionLabel(asset)}
      </Typography.Title>
      {comments.isLoading ? (
        <Spin aria-label="Loading comments" />
      ) : comments.isError ? (
        <Typography.Text type="danger">Could not load the comments.</Typography.Text>
      ) : (
        <CommentLines comments={comments.data ?? []} onSeek={(seconds) => playerRef.current?.seek(seconds)} />
      )}
    </>
  );
}
