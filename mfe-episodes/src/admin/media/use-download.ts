import { useToast } from '@podcast/web-kit/admin';
import { fetchSignedUrl } from '../episodes-api';

/** Downloads through a temporary signed link (spec §7), with the Download Error toasts of spec §8. */
export function useDownload() {
  const toast = useToast();
  return async (key: string | null | undefined) => {
    if (!key) {
      toast.error('Download Error', 'File key not available');
      return;
    }
    try {
      const result = await fetchSignedUrl(key, true);
      if (!result.success || !result.url) {
        toast.error('Download Error', 'Failed to get download link');
        return;
      }
      const link = document.createElement('a');
      link.href = result.url;
      link.rel = 'noopener';
      document.body.appendChild(link);
      link.click();
      link.remove();
    } catch {
      toast.error('Download Error', 'Failed to download file');
    }
  };
}
