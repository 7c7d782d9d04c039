import { Alert, Button, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { discardInterruptedUpload, findInterruptedUploads, type InterruptedUpload } from './tus-upload';
import type { UploadKind } from './use-uploads';

interface ResumeOffersProps {
  episodeId: number | null;
  /** The chosen file goes through the normal upload, which finds the earlier upload by its fingerprint and continues it. */
  onResume: (kind: UploadKind, file: File) => void;
  /** Offers whose upload has started again in this page (same file dropped), by name and kind. */
  resumed: ReadonlyArray<{ kind: UploadKind; fileName: string }>;
}

/**
 * After a reload or a closed lid, the uploads this browser left unfinished for the episode: each
 * offers to resume ("Resume upload of {file} ({percent} done)?"). The browser cannot read the file
 * again without the person choosing it, so Resume opens the file picker; Start over drops the
 * server's partial upload.
 */
export function ResumeOffers({ episodeId, onResume, resumed }: ResumeOffersProps) {
  const [offers, setOffers] = useState<InterruptedUpload[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const [choosing, setChoosing] = useState<InterruptedUpload | null>(null);

  useEffect(() => {
    if (episodeId === null) return;
    let live = true;
    void findInterruptedUploads(episodeId).then(
      (found) => live && setOffers(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [episodeId]);

  const shown = offers.filter((offer) => !resumed.some((r) => r.kind === offer.kind && r.fileName === offer.fileName));
  if (shown.length === 0) return null;

  const remove = (offer: InterruptedUpload) => setOffers((list) => list.filter((item) => item !== offer));

  return (
    <section aria-label="Interrupted uploads" style={{ marginBottom: 16 }}>
      <input
        ref={input}
        type="file"
        hidden
        aria-label="Choose the same file to resume"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file || !choosing) return;
          onResume(choosing.kind, file);
          remove(choosing);
          setChoosing(null);
        }}
      />
      {shown.map((offer) => (
        <Alert
          key={offer.previous.urlStorageKey}
          type="info"
          showIcon
          role="status"
          style={{ marginBottom: 8 }}
          data-testid="resume-offer"
          title={`Resume upload of ${offer.fileName} (${offer.percent}% done)?`}
          description={
            <>
              <div>Choose the same file again and the upload continues where it stopped.</div>
              {/* Below the text, not beside it: on a phone the buttons would squeeze the question into a narrow column. */}
              <Space wrap style={{ marginTop: 8 }}>
                <Button
                  type="primary"
                  size="small"
                  onClick={() => {
                    setChoosing(offer);
                    input.current?.click();
                  }}
                >
                  Resume
                </Button>
                <Button
                  size="small"
                  onClick={() => {
                    remove(offer);
                    void discardInterruptedUpload(offer);
                  }}
                >
                  Start over
                </Button>
              </Space>
            </>
          }
        />
      ))}
    </section>
  );
}
