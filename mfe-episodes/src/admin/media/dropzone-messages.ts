import type { FileRejection } from 'react-dropzone';

/** The rejections' messages are react-dropzone's own ("File type must be ...", "File is larger than N bytes", "Too many files"), as in spec §8. */
export function rejectionMessage(rejections: readonly FileRejection[]): string {
  return rejections.map(({ file, errors }) => `${file.name}: ${errors.map((error) => error.message).join(', ')}`).join('; ');
}
