/** A box in viewport pixels (a DOMRect's fields). */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Placement {
  top: number;
  left: number;
  width: number;
  /** The panel scrolls within this height when its content is taller. */
  maxHeight: number;
}

/** Kept clear of the viewport's edges and of the button. */
const EDGE = 8;
const GAP = 4;
const MAX_WIDTH = 320;

/**
 * Where the Chapters panel goes (issue 29: it opens over everything and is wholly visible). It is
 * laid over the page, not inside the player, so the player's frame never clips it: right-aligned with
 * its button, inside the viewport; below the button when it fits there (over the page, clear of the
 * picture and its captions), else above it, else on the roomier side, scrolling within the room.
 */
export function placePanel(anchor: Box, contentHeight: number, viewport: { width: number; height: number }): Placement {
  const width = Math.max(0, Math.min(MAX_WIDTH, viewport.width - 2 * EDGE));
  const left = Math.min(Math.max(EDGE, anchor.left + anchor.width - width), viewport.width - EDGE - width);
  const anchorBottom = Math.min(Math.max(anchor.top + anchor.height, 0), viewport.height);
  const anchorTop = Math.min(Math.max(anchor.top, 0), viewport.height);
  const below = viewport.height - EDGE - (anchorBottom + GAP);
  const above = anchorTop - GAP - EDGE;
  const useBelow = contentHeight <= below || (contentHeight > above && below >= above);
  const maxHeight = Math.max(0, Math.floor(useBelow ? below : above));
  const height = Math.min(contentHeight, maxHeight);
  const top = useBelow ? anchorBottom + GAP : anchorTop - GAP - height;
  return { top: Math.round(top), left: Math.round(left), width: Math.round(width), maxHeight };
}

/** Whether two boxes overlap (the panel over the picture hides the captions meanwhile). */
export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
}
