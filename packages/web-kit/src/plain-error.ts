import { ApiError } from './api-client';

/**
 * What a person is told when a call failed: the server's own sentence for a refusal it explained
 * (a 4xx with a `message`), a plain sentence otherwise. Never the raw status line or JSON body.
 */
export function plainErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Your session has ended. Please log in again.';
    // Not a refusal of the role: the re-check (issue 31) was cancelled or failed; the server says what it needs.
    if (error.status === 403 && error.code) return error.serverMessage ?? 'You are not allowed to do this.';
    if (error.status === 403) return 'You are not allowed to do this.';
    if (error.status === 404) return error.serverMessage ?? 'It no longer exists. It may have been deleted.';
    if (error.status === 413) return error.serverMessage ?? 'That is too large for the server to accept.';
    if (error.status === 429) return 'Too many requests. Please wait a moment and try again.';
    if (error.status >= 400 && error.status < 500 && error.serverMessage) return error.serverMessage;
    if (error.status >= 500) return 'The server could not answer just now. Please try again in a moment.';
    return fallback;
  }
  if (error instanceof TypeError) return 'Could not reach the server. Check your connection and try again.';
  return fallback;
}

/** Per-field messages of a refused form (the API's `errors`), empty for any other failure. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  return error instanceof ApiError ? error.fieldErrors : {};
}
