import { Alert, Button, Card, Divider, Flex, Spin, Typography } from 'antd';
import { formatTimecode } from '../preview/comment-order';
import { chapterCount, sortChapters } from './chapter-order';
import { useEpisodeRights } from '../rights';
import { ReviewAlert } from './review-alert';
import { useTextTrackMutations, useTextTracks } from './text-tracks-api';
import { TranscriptSection } from './transcript-section';

export const NO_CHAPTERS_HINT = 'Add chapters from the video preview: preview the final video under Media Files and open its Chapters tab.';

/**
 * "Chapters & transcript" of the episode detail (issue 20): the chapters (edited in the preview,
 * where the player gives their times), the transcript with its upload, and the keep-or-clear
 * question after the final video changed.
 */
export function TextTracksCard({ episodeId }: { episodeId: number }) {
  // Reading is episodes.read; the keep-or-clear answer, chapters and the transcript's upload and delete are episodes.write.
  const { write: canWrite } = useEpisodeRights();
  const tracks = useTextTracks(episodeId);
  const mutations = useTextTrackMutations(episodeId);
  const view = tracks.data;
  const chapters = sortChapters(view?.chapters ?? []);

  return (
    <Card title="Chapters & transcript" data-testid="text-tracks-card">
      {tracks.isLoading ? (
        <Spin aria-label="Loading chapters and transcript" />
      ) : !view ? (
        <Alert
          type="error"
          showIcon
          title="Could not load the chapters and transcript."
          action={
            <Button size="small" onClick={() => void tracks.refetch()}>
              Retry
            </Button>
          }
        />
      ) : (
        <Flex vertical gap={12}>
          {canWrite && <ReviewAlert view={view} review={mutations.review} />}
          <Flex justify="space-between" align="baseline" gap={8} wrap>
            <Typography.Title level={5} style={{ margin: 0 }}>
              Chapters
            </Typography.Title>
            <Typography.Text type="secondary" data-testid="chapter-count">
              {chapterCount(chapters.length)}
            </Typography.Text>
          </Flex>
          {chapters.length === 0 ? (
            <Typography.Text type="secondary">{canWrite ? NO_CHAPTERS_HINT : 'No chapters yet.'}</Typography.Text>
          ) : (
            <ol
              aria-label="Chapters"
              style={{ margin: 0, paddingLeft: 0, listStyle: 'none', maxHeight: 280, overflowY: 'auto' }}
              tabIndex={chapters.length > 8 ? 0 : undefined}
            >
              {chapters.map((chapter) => (
                <li key={chapter.id} data-testid="chapter-summary" style={{ display: 'flex', gap: 12, padding: '4px 0' }}>
                  <Typography.Text code style={{ flex: 'none' }}>
                    {formatTimecode(chapter.startSeconds)}
                  </Typography.Text>
                  <Typography.Text style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{chapter.title}</Typography.Text>
                </li>
              ))}
            </ol>
          )}
          <Divider style={{ margin: '4px 0' }} />
          <TranscriptSection episodeId={episodeId} transcript={view.transcript} mutations={mutations} canWrite={canWrite} />
        </Flex>
      )}
    </Card>
  );
}
