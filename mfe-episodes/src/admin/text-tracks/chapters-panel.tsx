import { PlusOutlined } from '@ant-design/icons';
import { CHAPTER_TITLE_MAX, CHAPTERS_MAX } from '@podcast/contracts';
import { Alert, Button, Empty, Flex, Input, Spin, Typography } from 'antd';
import { useId, useState } from 'react';
import { serverMessage } from '../artwork/artwork-card';
import { commentTimecode, formatTimecode } from '../preview/comment-order';
import { useEpisodeRights } from '../rights';
import { ChapterRow } from './chapter-row';
import { chapterCount, sortChapters } from './chapter-order';
import { ReviewAlert } from './review-alert';
import { useTextTrackMutations, useTextTracks } from './text-tracks-api';

interface ChaptersPanelProps {
  episodeId: number;
  /** The video in the preview: chapters can be changed only while it is the final video. */
  assetId: number;
  /** The player's position in seconds; a chapter starts at its floor (as a comment does). */
  currentTime: number;
  onSeek: (seconds: number) => void;
}

/** The episode's chapters beside the preview's player (issue 20): added at the current second, renamed, moved and deleted. */
export function ChaptersPanel({ episodeId, assetId, currentTime, onSeek }: ChaptersPanelProps) {
  const ids = useId();
  // Changing chapters is episodes.write; everyone who sees the episode reads them and seeks with them.
  const { write: canWrite } = useEpisodeRights();
  const tracks = useTextTracks(episodeId);
  const mutations = useTextTrackMutations(episodeId);
  const { addChapter } = mutations;
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const second = commentTimecode(currentTime);
  const chapters = sortChapters(tracks.data?.chapters ?? []);
  const finalPlays = tracks.data !== undefined && tracks.data.finalVideoAssetId === assetId;
  const editable = canWrite && finalPlays;
  const full = chapters.length >= CHAPTERS_MAX;
  const trimmed = title.trim();

  const add = () => {
    if (!trimmed) {
      setError('Chapter title is required');
      return;
    }
    setError(null);
    addChapter.mutate(
      { startSeconds: second, title: trimmed },
      {
        onSuccess: () => setTitle(''),
        onError: (failure) => setError(serverMessage(failure, 'Failed to add the chapter. Please try again.')),
      },
    );
  };

  return (
    <Flex vertical gap={12} role="region" aria-label="Chapters">
      <Flex justify="space-between" align="baseline" gap={8} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Chapters
        </Typography.Title>
        {tracks.data && <Typography.Text type="secondary">{chapterCount(chapters.length)}</Typography.Text>}
      </Flex>
      {canWrite && <ReviewAlert view={tracks.data} review={mutations.review} chaptersOnly />}
      {canWrite && tracks.data && !finalPlays && (
        <Alert
          type="info"
          showIcon
          title="Chapters are timed against the final video."
          description="Preview the final video (the chosen edited version, else the newest one) to add or change them."
        />
      )}
      <div style={{ overflowY: 'auto', maxHeight: 320 }}>
        {tracks.isLoading ? (
          <Spin aria-label="Loading chapters" />
        ) : tracks.isError ? (
          <Alert
            type="error"
            showIcon
            title="Could not load the chapters."
            action={
              <Button size="small" onClick={() => void tracks.refetch()}>
                Retry
              </Button>
            }
          />
        ) : chapters.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={editable ? 'No chapters yet. Play to where a chapter starts and add it there.' : 'No chapters yet.'}
          />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Chapter list">
            {chapters.map((chapter) => (
              <ChapterRow key={chapter.id} chapter={chapter} currentSecond={second} editable={editable} onSeek={onSeek} mutations={mutations} />
            ))}
          </ul>
        )}
      </div>
      {editable && (
        <Flex vertical gap={8}>
          <label htmlFor={`${ids}-title`}>
            <Typography.Text strong>New chapter title</Typography.Text>
          </label>
          <Input
            id={`${ids}-title`}
            value={title}
            maxLength={CHAPTER_TITLE_MAX}
            showCount
            placeholder="Introduction"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-error` : undefined}
            status={error ? 'error' : undefined}
            disabled={full}
            onChange={(event) => setTitle(event.target.value)}
            onPressEnter={add}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={add} loading={addChapter.isPending} disabled={full}>
            Add chapter at {formatTimecode(second)}
          </Button>
          {full && <Typography.Text type="secondary">An episode has at most {CHAPTERS_MAX} chapters.</Typography.Text>}
          {error && <Alert id={`${ids}-error`} type="error" showIcon title={error} />}
        </Flex>
      )}
    </Flex>
  );
}
