import { overlaps, placePanel } from './panel-placement';

const PHONE = { width: 390, height: 844 };

describe('placePanel (the Chapters panel, issue 29)', () => {
  it('opens below its button when the content fits there, right-aligned and inside the viewport', () => {
    const button = { top: 250, left: 300, width: 32, height: 32 };
    expect(placePanel(button, 150, PHONE)).toEqual({ top: 286, left: 12, width: 320, maxHeight: 550 });
  });

  it('is never wider than the viewport allows, nor past its left edge', () => {
    const narrow = placePanel({ top: 100, left: 10, width: 32, height: 32 }, 100, { width: 300, height: 600 });
    expect(narrow.width).toBe(284);
    expect(narrow.left).toBe(8);
  });

  it('opens above when only the room above holds it (a player at the bottom, fullscreen)', () => {
    const button = { top: 760, left: 300, width: 32, height: 32 };
    const placed = placePanel(button, 200, PHONE);
    expect(placed.top).toBe(556);
    expect(placed.top + 200).toBe(760 - 4);
  });

  it('takes the roomier side and scrolls when neither holds it, always wholly in the viewport', () => {
    const button = { top: 400, left: 300, width: 32, height: 32 };
    const placed = placePanel(button, 2000, PHONE);
    expect(placed.top).toBe(436);
    expect(placed.maxHeight).toBe(844 - 8 - 436);
    const high = placePanel({ top: 600, left: 300, width: 32, height: 32 }, 2000, PHONE);
    expect(high.top).toBeGreaterThanOrEqual(8);
    expect(high.top + high.maxHeight).toBeLessThanOrEqual(600 - 4);
  });

  it('stays in the viewport when its button was scrolled out of it', () => {
    const placed = placePanel({ top: -80, left: 300, width: 32, height: 32 }, 150, PHONE);
    expect(placed.top).toBeGreaterThanOrEqual(0);
    expect(placed.top + Math.min(150, placed.maxHeight)).toBeLessThanOrEqual(PHONE.height);
  });

  it('tells whether two boxes overlap', () => {
    expect(overlaps({ top: 0, left: 0, width: 10, height: 10 }, { top: 5, left: 5, width: 10, height: 10 })).toBe(true);
    expect(overlaps({ top: 0, left: 0, width: 10, height: 10 }, { top: 10, left: 0, width: 10, height: 10 })).toBe(false);
  });
});
