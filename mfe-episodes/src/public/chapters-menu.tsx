import { formatPlayerTime } from '@podcast/web-kit';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { overlaps, placePanel } from './panel-placement';
import type { PlayerChapter } from './player-logic';

interface ChaptersMenuProps {
  id: string;
  chapters: readonly PlayerChapter[];
  /** The chapter playing now (aria-current), or -1. */
  currentIndex: number;
  /** The Chapters button: the panel sits beside it, and focus returns to it. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** The player: while the panel covers its picture, the player hides the captions. */
  playerRef: RefObject<HTMLElement | null>;
  onPick: (chapter: PlayerChapter) => void;
  /** Close and give the focus back to the button (Escape). */
  onClose: () => void;
  /** Close without moving the focus (a click elsewhere, Tab out of the list, the browser hid it). */
  onDismiss: () => void;
  onCoverChange: (coversPicture: boolean) => void;
}

const supportsPopover = () => typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function';

/**
 * The Chapters list, open (issue 29): a popover in the browser's top layer, so neither the player's
 * rounded frame (overflow: hidden) nor anything else on the page clips or covers it, placed beside its
 * button wholly inside the viewport (placePanel) and kept there while the page scrolls or resizes;
 * scrollable when long. In fullscreen it shows over the fullscreen player (also top layer). Where
 * popovers are unknown it stays inside the player (video-player.css). Opened, the focus is on the
 * current chapter; Escape closes it back to the button; a click elsewhere or Tab out of it closes it.
 */
export function ChaptersMenu({ id, chapters, currentIndex, buttonRef, playerRef, onPick, onClose, onDismiss, onCoverChange }: ChaptersMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ onDismiss, onCoverChange });
  latest.current = { onDismiss, onCoverChange };

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel || !supportsPopover()) return;
    panel.showPopover();
    let frame = 0;
    let covering: boolean | null = null;
    const place = () => {
      const button = buttonRef.current;
      if (!button) return;
      // Measured at its natural height first, then fitted into the room beside the button.
      panel.style.maxHeight = 'none';
      const natural = panel.scrollHeight + (panel.offsetHeight - panel.clientHeight);
      const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
      // Below means below the player (the panel then leaves the picture and its captions alone);
      // above means just above the button, over the picture.
      const b = button.getBoundingClientRect();
      const player = playerRef.current?.getBoundingClientRect();
      const anchor = { top: b.top, left: b.left, width: b.width, height: Math.max(b.height, (player?.bottom ?? b.bottom) - b.top) };
      const at = placePanel(anchor, natural, viewport);
      Object.assign(panel.style, { top: `${at.top}px`, left: `${at.left}px`, width: `${at.width}px`, maxHeight: `${at.maxHeight}px` });
      const covers = player ? overlaps(panel.getBoundingClientRect(), player) : false;
      if (covers !== covering) {
        covering = covers;
        latest.current.onCoverChange(covers);
      }
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    // The browser hides a popover itself when an element goes fullscreen or leaves it.
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') latest.current.onDismiss();
    };
    place();
    panel.addEventListener('toggle', onToggle);
    window.addEventListener('resize', schedule);
    // Capture: a scroll of any scrolling box that holds the player moves the button too.
    window.addEventListener('scroll', schedule, true);
    return () => {
      panel.removeEventListener('toggle', onToggle);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, true);
      cancelAnimationFrame(frame);
      if (panel.matches(':popover-open')) panel.hidePopover();
      latest.current.onCoverChange(false);
    };
  }, [buttonRef, playerRef]);

  // Opened, the focus goes to the current chapter; a press anywhere else closes the list.
  useEffect(() => {
    const panel = panelRef.current;
    (panel?.querySelector<HTMLButtonElement>('[aria-current="true"]') ?? panel?.querySelector<HTMLButtonElement>('button'))?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel?.contains(target) && !buttonRef.current?.contains(target)) latest.current.onDismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [buttonRef]);

  return (
    <div
      ref={panelRef}
      id={id}
      className="vp-chapters"
      popover="manual"
      data-testid="chapters-panel"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
      onBlur={(event) => {
        // Tabbing out of the list closes it (the button toggles it itself).
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next) && next !== buttonRef.current) onDismiss();
      }}
    >
      <p className="vp-chapters-title" id={`${id}-title`}>
        Chapters
      </p>
      <ul aria-labelledby={`${id}-title`}>
        {chapters.map((chapter, index) => (
          <li key={`${chapter.startSeconds}-${index}`}>
            <button type="button" aria-current={index === currentIndex ? 'true' : undefined} onClick={() => onPick(chapter)}>
              <span className="vp-chapters-time">{formatPlayerTime(chapter.startSeconds)}</span> {chapter.title}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
