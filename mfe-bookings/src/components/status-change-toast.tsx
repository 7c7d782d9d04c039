import { TOAST_DURATION_SECONDS } from '@podcast/web-kit/admin';
import { App, Button, Grid } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { RUN_HISTORY_PATH } from '../queued-automation';
import type { StatusChangeNotice } from '../status-change-notice';

const KEY = 'booking-status-change';
/** A toast with Undo stays longer than the spec's 5 s, so Undo can be reached (as after publishing). */
export const UNDO_TOAST_SECONDS = 10;

/**
 * The toast after a status change (issue 29). It opens at the bottom of the window: at the top it
 * covered Show Archive and Add New Guest, the controls an admin reaches for next. It shares the one
 * toast slot with every other toast.
 */
export function useStatusChangeToast(): (notice: StatusChangeNotice, onUndo: () => void) => void {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const wide = Grid.useBreakpoint().md ?? false;
  return useCallback(
    (notice, onUndo) => {
      notification.info({
        key: KEY,
        title: notice.title,
        description: (
          <>
            {notice.lines.map((line) => (
              <div key={line}>{line}</div>
            ))}
            {notice.automation && (
              // The toast lives outside the router's tree: a plain link that navigates through the router.
              <a
                href={RUN_HISTORY_PATH}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(RUN_HISTORY_PATH);
                }}
              >
                View run history
              </a>
            )}
          </>
        ),
        actions: notice.undo ? (
          <Button
            size="small"
            onClick={() => {
              notification.destroy(KEY);
              onUndo();
            }}
          >
            Undo
          </Button>
        ) : undefined,
        duration: notice.undo ? UNDO_TOAST_SECONDS : TOAST_DURATION_SECONDS,
        placement: wide ? 'bottomRight' : 'bottom',
        role: 'status',
      });
    },
    [notification, navigate, wide],
  );
}
