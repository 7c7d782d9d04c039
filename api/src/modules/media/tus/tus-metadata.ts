import { ACCEPTED, ACCEPTED_LABELS, formatBytes } from '../media-type';
import { newAssetKey } from '../storage/storage-key';

/** DESIGN.md's fixed address of resumable uploads. */
export const TUS_PATH = '/api/admin/uploads/tus';

export type UploadKind = 'raw' | 'edited';

/** What @tus/server answers for an error thrown by a hook: the status and a plain-text body. */
export interface TusRefusal {
  status_code: number;
  body: string;
}

export const tusRefusal = (status: number, message: string): TusRefusal => ({ status_code: status, body: `${message}\n` });

export interface NewUploadRequest {
  metadata: Record<string, string | null> | undefined;
  uploadLength: string | null;
  limits: Record<UploadKind, number>;
}

/** The extension the file will be stored under: its name's, else its declared type's; undefined when not accepted. */
function acceptedExtension(kind: UploadKind, filename: string, filetype: string | null | undefined): string | undefined {
  const accepted: Record<string, string> = ACCEPTED[kind];
  const fromName = /\.([a-z0-9]{2,5})$/i.exec(filename)?.[1]?.toLowerCase();
  if (fromName && accepted[fromName]) return fromName;
  return Object.entries(accepted).find(([, mime]) => mime === filetype)?.[0];
}

/**
 * Checks a creation request's metadata (episodeId, kind, filename, filetype) and length, and names
 * the upload: its id is the asset's storage key, with a random UUID, so it cannot be guessed. The
 * content itself is checked by its first bytes when the upload finishes (as the multipart routes do).
 */
export async function validateNewUpload(request: NewUploadRequest, episodeExists: (id: number) => Promise<boolean>): Promise<string> {
  const { metadata = {}, uploadLength, limits } = request;
  if (uploadLength === null || !/^\d{1,15}$/.test(uploadLength) || Number(uploadLength) < 1) {
    throw tusRefusal(400, 'Upload-Length is required and must be a positive number (deferred lengths are not accepted)');
  }
  const episodeText = metadata.episodeId ?? '';
  if (!/^\d{1,9}$/.test(episodeText) || Number(episodeText) < 1) throw tusRefusal(400, 'Metadata episodeId must be a positive integer');
  const kind = metadata.kind;
  if (kind !== 'raw' && kind !== 'edited') throw tusRefusal(400, 'Metadata kind must be "raw" or "edited"');
  const filename = metadata.filename?.trim() ?? '';
  if (!filename || filename.length > 255 || Array.from(filename).some((char) => char.charCodeAt(0) < 0x20))
    throw tusRefusal(400, 'Metadata filename is required (at most 255 characters)');
  const ext = acceptedExtension(kind, filename, metadata.filetype);
  if (!ext) throw tusRefusal(415, `"${filename}" is not a supported file type (accepted: ${ACCEPTED_LABELS[kind]})`);
  if (Number(uploadLength) > limits[kind]) throw tusRefusal(413, `"${filename}" is larger than the ${formatBytes(limits[kind])} limit`);
  const episodeId = Number(episodeText);
  if (!(await episodeExists(episodeId))) throw tusRefusal(404, 'Episode not found');
  return newAssetKey(episodeId, kind, `.${ext}`);
}
