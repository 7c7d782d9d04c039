import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { IMAGE_ACCEPT, type ImageSetDto } from '@podcast/contracts';
import { ArtworkPicture, plainErrorMessage } from '@podcast/web-kit';
import { useToast } from '@podcast/web-kit/admin';
import { Avatar, Button, Flex, Popconfirm, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import { usePortraitMutations, type BookingDto } from '../bookings.api';

export const PORTRAIT_HINT = "JPEG, PNG or WebP, at least 200 × 200 px. Shown with the guest's name on their episode page.";
const PORTRAIT_SIZE = 88;

/** A portrait cropped to a circle (web-kit's ArtworkPicture: AVIF, WebP, then the JPEG); alt from the API, or "" beside the name. */
export function PortraitImage({ portrait, size, decorative = false }: { portrait: ImageSetDto; size: number; decorative?: boolean }) {
  return (
    <ArtworkPicture
      image={portrait}
      sizes={`${size}px`}
      decorative={decorative}
      style={{
        picture: { display: 'block', flex: 'none', width: size, height: size },
        image: { display: 'block', width: size, height: size, borderRadius: '50%', objectFit: 'cover' },
      }}
    />
  );
}

/**
 * The Edit Guest dialog's Portrait (issue 16): the current portrait, an upload (the server's message
 * when it refuses the file) and removal behind a confirmation. Saved at once, apart from the form.
 */
export function PortraitSection({ booking }: { booking: BookingDto }) {
  const toast = useToast();
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const { upload, remove } = usePortraitMutations(booking.id);
  const [portrait, setPortrait] = useState<ImageSetDto | null>(booking.portrait);
  const [error, setError] = useState<string | null>(null);

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setError(null);
    upload.mutate(file, {
      onSuccess: (saved) => {
        setPortrait(saved.portrait);
        toast.success('Portrait Saved', `The portrait of ${booking.name} was saved.`);
      },
      onError: (failure) => {
        console.warn('Uploading the portrait failed', failure);
        setError(plainErrorMessage(failure, `Failed to upload ${file.name}. Please try again.`));
      },
    });
  };

  const confirmRemove = () =>
    remove.mutateAsync().then(
      (saved) => {
        setPortrait(saved.portrait);
        toast.success('Portrait Removed', `${booking.name} has no portrait now.`);
      },
      (failure: unknown) => {
        console.warn('Removing the portrait failed', failure);
        toast.error('Remove Failed', plainErrorMessage(failure, 'Failed to remove the portrait. Please try again.'));
      },
    );

  return (
    <section aria-labelledby={`${ids}-title`} style={{ marginBottom: 16 }}>
      <Typography.Text strong id={`${ids}-title`} style={{ display: 'block', marginBottom: 8 }}>
        Portrait
      </Typography.Text>
      <Flex gap={16} align="center" wrap>
        {portrait ? (
          <PortraitImage portrait={portrait} size={PORTRAIT_SIZE} />
        ) : (
          <Avatar size={PORTRAIT_SIZE} icon={<UserOutlined />} aria-hidden style={{ flex: 'none' }} />
        )}
        <Flex vertical gap={8} style={{ flex: '1 1 180px', minWidth: 0 }}>
          {!portrait && <Typography.Text type="secondary">No portrait</Typography.Text>}
          <Flex gap={8} wrap>
            <input ref={input} type="file" accept={IMAGE_ACCEPT} hidden aria-label="Portrait image" onChange={(event) => choose(event.target.files?.[0])} />
            <Button
              icon={<UploadOutlined />}
              loading={upload.isPending}
              disabled={remove.isPending}
              aria-describedby={`${ids}-hint`}
              onClick={() => input.current?.click()}
            >
              {portrait ? 'Replace portrait' : 'Upload portrait'}
            </Button>
            {portrait && (
              <Popconfirm
                title="Remove the portrait?"
                description={`The portrait of ${booking.name} and its images are deleted.`}
                okText="Remove"
                okButtonProps={{ danger: true, loading: remove.isPending }}
                cancelText="Cancel"
                onConfirm={confirmRemove}
              >
                <Button danger icon={<DeleteOutlined />} disabled={upload.isPending}>
                  Remove portrait
                </Button>
              </Popconfirm>
            )}
          </Flex>
        </Flex>
      </Flex>
      <Typography.Text id={`${ids}-hint`} type={error ? 'danger' : 'secondary'} role={error ? 'alert' : undefined} style={{ display: 'block', marginTop: 8 }}>
        {error ?? PORTRAIT_HINT}
      </Typography.Text>
    </section>
  );
}
