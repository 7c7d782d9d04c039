import { AimOutlined, CloseOutlined, DeleteOutlined, EditOutlined, SaveOutlined } from '@ant-design/icons';
import { CHAPTER_TITLE_MAX } from '@podcast/contracts';
import { Button, Flex, Input, Typography } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { AdminChapterDto } from '../api-dto';
import { serverMessage } from '../artwork/artwork-card';
import { formatTimecode } from '../preview/comment-order';
import { ConfirmPopover } from './confirm-popover';
import type { TextTrackMutations } from './text-tracks-api';

interface ChapterRowProps {
  chapter: AdminChapterDto;
  /** The player's current whole second: where "Move" puts the chapter. */
  currentSecond: number;
  /** Renaming, moving and deleting: only while the final video plays (chapters are timed against it). */
  editable: boolean;
  onSeek: (seconds: number) => void;
  mutations: Pick<TextTrackMutations, 'updateChapter' | 'deleteChapter'>;
}

/** One chapter of the preview's list: its time seeks the player; rename inline, move to the current time, delete after a confirmation. */
export function ChapterRow({ chapter, currentSecond, editable, onSeek, mutations }: ChapterRowProps) {
  const { updateChapter, deleteChapter } = mutations;
  const at = formatTimecode(chapter.startSeconds);
  const here = formatTimecode(currentSecond);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const busy = updateChapter.isPending && updateChapter.variables?.chapterId === chapter.id;

  useEffect(() => {
    // Back on the Rename button once the field closes, so the keyboard stays in the row.
    if (draft === null && returnFocus.current) {
      returnFocus.current = false;
      renameButton.current?.focus();
    }
  }, [draft]);

  const close = () => {
    returnFocus.current = true;
    setDraft(null);
    setError(null);
  };
  const save = () => {
    const title = draft?.trim() ?? '';
    if (!title) {
      setError('Chapter title is required');
      return;
    }
    if (title === chapter.title) {
      close();
      return;
    }
    updateChapter.mutate(
      { chapterId: chapter.id, body: { title } },
      { onSuccess: close, onError: (failure) => setError(serverMessage(failure, 'Failed to rename the chapter. Please try again.')) },
    );
  };
  const move = () => {
    setError(null);
    updateChapter.mutate(
      { chapterId: chapter.id, body: { startSeconds: currentSecond } },
      { onError: (failure) => setError(serverMessage(failure, 'Failed to move the chapter. Please try again.')) },
    );
  };
  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    // Escape leaves the field, not the dialog around it.
    event.stopPropagation();
    event.preventDefault();
    close();
  };

  return (
    <li data-testid="chapter-item" style={{ padding: '8px 0', borderBottom: '1px solid #eef0f4' }}>
      <Flex align="start" gap={8}>
        <Button
          type="link"
          size="small"
          style={{ padding: 0, flex: 'none' }}
          onClick={() => onSeek(chapter.startSeconds)}
          aria-label={`Seek to ${at}: ${chapter.title}`}
        >
          {at}
        </Button>
        <Flex vertical gap={6} style={{ minWidth: 0, flex: 1 }}>
          {draft === null ? (
            <Typography.Text style={{ overflowWrap: 'anywhere', lineHeight: '24px' }}>{chapter.title}</Typography.Text>
          ) : (
            <>
              <Input
                size="small"
                autoFocus
                aria-label={`Title of the chapter at ${at}`}
                aria-invalid={error ? true : undefined}
                status={error ? 'error' : undefined}
                maxLength={CHAPTER_TITLE_MAX}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                onPressEnter={save}
                onKeyDown={keys}
              />
              <Flex gap={4} wrap>
                <Button size="small" type="primary" icon={<SaveOutlined />} aria-label={`Save the title of the chapter at ${at}`} loading={busy} onClick={save}>
                  Save
                </Button>
                <Button size="small" icon={<CloseOutlined />} aria-label="Cancel renaming" onClick={close}>
                  Cancel
                </Button>
              </Flex>
            </>
          )}
          {editable && draft === null && (
            <Flex gap={4} wrap>
              <Button
                ref={renameButton}
                size="small"
                icon={<EditOutlined />}
                aria-label={`Rename the chapter at ${at}`}
                onClick={() => setDraft(chapter.title)}
              >
                Rename
              </Button>
              <Button
                size="small"
                icon={<AimOutlined />}
                aria-label={`Move to ${here}: the chapter at ${at}`}
                disabled={currentSecond === chapter.startSeconds}
                loading={busy && updateChapter.variables?.body.startSeconds !== undefined}
                onClick={move}
              >
                Move to {here}
              </Button>
              <ConfirmPopover
                title={`Delete the chapter "${chapter.title}" at ${at}?`}
                okText="Delete"
                okButtonProps={{ danger: true }}
                cancelText="Cancel"
                onConfirm={() =>
                  deleteChapter
                    .mutateAsync(chapter.id)
                    .catch((failure: unknown) => setError(serverMessage(failure, 'Failed to delete the chapter. Please try again.')))
                }
              >
                <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete the chapter at ${at}`}>
                  Delete
                </Button>
              </ConfirmPopover>
            </Flex>
          )}
          {error && (
            <Typography.Text type="danger" role="alert">
              {error}
            </Typography.Text>
          )}
        </Flex>
      </Flex>
    </li>
  );
}
