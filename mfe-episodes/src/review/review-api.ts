import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommentDto, ReviewSessionDto } from '@podcast/contracts';
import { apiClient, ApiError } from '@podcast/web-kit';
import type { Drawing } from './kit/drawing';

/** Query keys of the guest's review page (one link, one session). */
export const reviewKeys = {
  session: (token: string) => ['mfe-episodes', 'review', token] as const,
};

/** Why the page cannot show the review: the API's answer, sorted into what the page shows for it. */
export type ReviewRefusal = { kind: 'passcode' } | { kind: 'gone'; title: string; message: string } | { kind: 'failed'; message: string };

/** 401 with passcodeRequired → the passcode form; 404 and 410 → a plain page; anything else → Retry. */
export function refusalOf(error: unknown): ReviewRefusal {
  if (error instanceof ApiError) {
    if (error.status === 401) return { kind: 'passcode' };
    if (error.status === 404) return { kind: 'gone', title: 'Review link not found', message: 'Check the address, or ask for a new link.' };
    if (error.status === 410)
      return {
        kind: 'gone',
        title: error.serverMessage ?? 'This review link has expired',
        message: 'Ask the team for a new link if you still need to review this video.',
      };
  }
  return { kind: 'failed', message: 'The review could not be loaded right now.' };
}

/** GET /api/review/{token}: the episode, the video (signed, short-lived) and the comments of this link. */
export function useReviewSession(token: string) {
  return useQuery({
    queryKey: reviewKeys.session(token),
    queryFn: ({ signal }) => apiClient.get('/api/review/{token}', { params: { path: { token } }, signal }),
    // A refusal is an answer, not a hiccup: no retries of 4xx.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

export function useUnlock(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passcode: string) => apiClient.post('/api/review/{token}/unlock', { params: { path: { token } }, body: { passcode } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.session(token) }),
  });
}

export interface GuestCommentInput {
  authorName: string;
  text: string;
  timecodeMs: number;
  endMs?: number;
  drawing?: Drawing;
}

export function useGuestComment(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuestCommentInput) => apiClient.post('/api/review/{token}/comments', { params: { path: { token } }, body }),
    onSuccess: (comment: CommentDto) =>
      queryClient.setQueryData<ReviewSessionDto>(reviewKeys.session(token), (session) =>
        session ? { ...session, comments: [...session.comments, comment] } : session,
      ),
  });
}

export function useDecision(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { decision: 'approved' | 'changes_requested'; note?: string; authorName: string }) =>
      apiClient.post('/api/review/{token}/decision', { params: { path: { token } }, body }),
    onSuccess: (session: ReviewSessionDto) => queryClient.setQueryData(reviewKeys.session(token), session),
  });
}

/** The message of a refused write, for the form to show (the API's own sentence when it sent one). */
export function writeError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.serverMessage) return error.serverMessage;
  return fallback;
}
