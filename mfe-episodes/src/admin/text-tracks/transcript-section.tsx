import { DeleteOutlined, DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { useToast } from '@podcast/web-kit/admin';
import { Button, Descriptions, Flex, Typography } from 'antd';
import type { AdminTranscriptDto } from '../api-dto';
import { serverMessage } from '../artwork/artwork-card';
import { ConfirmPopover } from './confirm-popover';
import { transcriptDownloadUrl, type TextTrackMutations } from './text-tracks-api';
import { TranscriptUpload } from './transcript-upload';

interface TranscriptSectionProps {
  episodeId: number;
  transcript: AdminTranscriptDto | null;
  mutations: Pick<TextTrackMutations, 'uploadTranscript' | 'deleteTranscript'>;
  /** episodes.write: upload and delete; without it only the downloads. */
  canWrite: boolean;
}

const cues = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'cue' : 'cues'}`;

/** The transcript of the detail's Chapters & transcript card: what it is, its files, delete behind a confirmation, and the upload. */
export function TranscriptSection({ episodeId, transcript, mutations, canWrite }: TranscriptSectionProps) {
  const toast = useToast();
  const { uploadTranscript, deleteTranscript } = mutations;
  const remove = () =>
    deleteTranscript.mutateAsync().then(
      () => toast.success('Transcript deleted', 'The episode has no transcript now.'),
      (error: unknown) => toast.error('Error', serverMessage(error, 'Failed to delete the transcript. Please try again.')),
    );

  return (
    <Flex vertical gap={12} data-testid="transcript-section">
      <Typography.Title level={5} style={{ margin: 0 }}>
        Transcript
      </Typography.Title>
      {transcript ? (
        <>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              {
                key: 'file',
                label: 'File',
                children: (
                  <Typography.Text style={{ overflowWrap: 'anywhere' }}>
                    <FileTextOutlined aria-hidden /> {transcript.fileName}
                  </Typography.Text>
                ),
              },
              { key: 'language', label: 'Language', children: transcript.language },
              { key: 'cues', label: 'Cues', children: <span data-testid="transcript-cues">{cues(transcript.cueCount)}</span> },
              { key: 'updated', label: 'Last update', children: new Date(transcript.updatedAt).toLocaleString() },
            ]}
          />
          <Flex gap={8} wrap>
            <Button icon={<DownloadOutlined />} href={transcriptDownloadUrl(episodeId, 'vtt')} download>
              Download VTT
            </Button>
            <Button icon={<DownloadOutlined />} href={transcriptDownloadUrl(episodeId, 'srt')} download>
              Download SRT
            </Button>
            {canWrite && (
              <ConfirmPopover
                title="Delete the transcript?"
                description="The episode page and the podcast apps lose its captions and text."
                okText="Delete"
                okButtonProps={{ danger: true }}
                cancelText="Cancel"
                onConfirm={remove}
              >
                <Button danger icon={<DeleteOutlined />} loading={deleteTranscript.isPending}>
                  Delete transcript
                </Button>
              </ConfirmPopover>
            )}
          </Flex>
        </>
      ) : (
        <Typography.Text type="secondary">No transcript yet.</Typography.Text>
      )}
      {canWrite && <TranscriptUpload upload={uploadTranscript} replaces={transcript !== null} initialLanguage={transcript?.language} />}
    </Flex>
  );
}
