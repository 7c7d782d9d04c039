import { ApiError, apiUrl, type ApiInit, type ApiOperation, type ApiPathsWith, type ApiResponse } from '@podcast/web-kit';

/**
 * A multipart upload with real progress. fetch reports no upload progress, so this one request goes
 * through XMLHttpRequest, with the same credentials and the same error shape as web-kit's client
 * (ApiError: "<status>: <body or status text>", spec §8), and the path, parameters, form and answer
 * typed from the API's contract like web-kit's apiClient.
 */
export function uploadWithProgress<P extends ApiPathsWith<'post'>>(
  path: P,
  init: ApiInit<ApiOperation<P, 'post'>> & { body: FormData },
  onProgress: (percent: number) => void,
): Promise<ApiResponse<P, 'post'>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path, init.params));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
        return;
      }
      try {
        // The answer is what the contract says; like web-kit's client, it is parsed, not validated.
        resolve(JSON.parse(xhr.responseText) as ApiResponse<P, 'post'>);
      } catch {
        reject(new Error('Upload failed - invalid response'));
      }
    };
    xhr.onerror = () => reject(new Error('Upload failed'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body);
  });
}
