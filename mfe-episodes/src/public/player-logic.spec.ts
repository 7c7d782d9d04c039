import { formatPlayerTime } from '@podcast/web-kit';
import {
  availableQualities,
  captionLine,
  captionMetrics,
  captionsLanguageName,
  chapterMarkers,
  cueLineCount,
  currentChapterIndex,
  preferredQuality,
  qualityLabel,
  renditionUnavailableNote,
  skipTarget,
  sliderKeyStep,
} from './player-logic';

describe('player quality choice', () => {
  const all = { original: '/o.mp4', '720p': '/720p.mp4', '480p': '/480p.mp4' };

  it('prefers 720p, then 480p, then the original', () => {
    expect(preferredQuality(all)).toBe('720p');
    expect(preferredQuality({ ...all, '720p': null })).toBe('480p');
    expect(preferredQuality({ original: '/o.mp4', '720p': null, '480p': null })).toBe('original');
    expect(preferredQuality({ original: null, '720p': null, '480p': null })).toBeNull();
    expect(preferredQuality(undefined)).toBeNull();
  });

  it('lists the qualities that have an address, as Original, 720P, 480P', () => {
    expect(availableQualities(all).map(qualityLabel)).toEqual(['Original', '720P', '480P']);
    expect(availableQualities({ original: '/o.mp4', '720p': null, '480p': '/480p.mp4' })).toEqual(['original', '480p']);
    expect(availableQualities({ original: '', '720p': null })).toEqual([]);
  });

  it('labels renditions the admin preview cannot play yet', () => {
    const originalOnly = { original: '/o.mp4', '720p': null, '480p': null };
    expect(renditionUnavailableNote('720p', originalOnly, 'processing')).toBe('(Processing...)');
    expect(renditionUnavailableNote('480p', originalOnly, 'failed')).toBe('Unavailable');
    expect(renditionUnavailableNote('480p', originalOnly, 'idle')).toBe('Unavailable');
    expect(renditionUnavailableNote('720p', all, 'completed')).toBeNull();
    expect(renditionUnavailableNote('original', originalOnly, 'processing')).toBeNull();
  });
});

describe('player time and slider keys', () => {
  it('formats minutes:seconds with two-digit seconds', () => {
    expect(formatPlayerTime(0)).toBe('0:00');
    expect(formatPlayerTime(5.9)).toBe('0:05');
    expect(formatPlayerTime(65)).toBe('1:05');
    expect(formatPlayerTime(3600)).toBe('60:00');
    expect(formatPlayerTime(Number.NaN)).toBe('0:00');
  });

  it('steps 10 on page keys and shift+arrows, and leaves plain arrows to the native step of 1', () => {
    expect(sliderKeyStep('PageUp', false)).toBe(10);
    expect(sliderKeyStep('PageDown', false)).toBe(-10);
    expect(sliderKeyStep('ArrowRight', true)).toBe(10);
    expect(sliderKeyStep('ArrowUp', true)).toBe(10);
    expect(sliderKeyStep('ArrowLeft', true)).toBe(-10);
    expect(sliderKeyStep('ArrowDown', true)).toBe(-10);
    expect(sliderKeyStep('ArrowRight', false)).toBeNull();
    expect(sliderKeyStep('Home', true)).toBeNull();
  });

  it('skips 10 seconds without leaving the video', () => {
    expect(skipTarget(5, -10, 60)).toBe(0);
    expect(skipTarget(55, 10, 60)).toBe(60);
    expect(skipTarget(20, 10, 60)).toBe(30);
    expect(skipTarget(20, 10, Number.NaN)).toBe(30);
  });
});

describe('player chapters and captions', () => {
  const chapters = [
    { startSeconds: 0, title: 'Intro' },
    { startSeconds: 6, title: 'The deal' },
    { startSeconds: 90, title: 'Questions' },
  ];

  it('finds the chapter playing: the last one started, none before the first', () => {
    expect(currentChapterIndex(chapters, 0)).toBe(0);
    expect(currentChapterIndex(chapters, 5.99)).toBe(0);
    expect(currentChapterIndex(chapters, 6)).toBe(1);
    // A seek to 6 that lands a floating-point step short still counts as the chapter.
    expect(currentChapterIndex(chapters, 5.9995)).toBe(1);
    expect(currentChapterIndex(chapters, 89)).toBe(1);
    expect(currentChapterIndex(chapters, 4000)).toBe(2);
    expect(currentChapterIndex([{ startSeconds: 30, title: 'Late start' }], 10)).toBe(-1);
    expect(currentChapterIndex([], 10)).toBe(-1);
  });

  it('puts a marker at start / length of the seek bar, none while the length is unknown or past the end', () => {
    expect(chapterMarkers(chapters, 120)).toEqual([
      { startSeconds: 0, title: 'Intro', fraction: 0 },
      { startSeconds: 6, title: 'The deal', fraction: 0.05 },
      { startSeconds: 90, title: 'Questions', fraction: 0.75 },
    ]);
    // A 12 s video: the chapter at 90 s (timed for a longer cut) has no marker.
    expect(chapterMarkers(chapters, 12).map((marker) => marker.title)).toEqual(['Intro', 'The deal']);
    expect(chapterMarkers(chapters, 0)).toEqual([]);
    expect(chapterMarkers(chapters, Number.NaN)).toEqual([]);
  });

  it('sizes captions at 5 % of the smaller side of the picture, never under 14 px', () => {
    expect(captionMetrics(828, 466)).toEqual({ fontPx: 23.3, linePx: 23.3 * 1.3 });
    expect(captionMetrics(326, 183).fontPx).toBe(14);
    expect(captionMetrics(390, 844).fontPx).toBe(19.5);
  });

  it('counts the lines of a cue: its line breaks, and its wrapping in a narrow picture, without markup', () => {
    expect(cueLineCount('<v Ada Kowalski>Welcome to the show.', 828, 23.3)).toBe(1);
    expect(cueLineCount('Welcome to the show.\nToday: pricing.', 828, 23.3)).toBe(2);
    // 51 characters at 14 px in a 326 px picture: 37 per line, two lines.
    expect(cueLineCount('Here is the deal we made with our first wholesaler.', 326, 14)).toBe(2);
    expect(cueLineCount('', 326, 14)).toBe(1);
  });

  it('starts a cue on the line that puts its end just above the controls, never above the middle', () => {
    // A 828×466 player (lines of 30.3 px) with 88 px of controls: 92 px are 3.04 lines, so 3 lines up
    // (a tenth of a line is not worth a whole one), and a one-line cue on line -4.
    expect(captionLine(828, 466, 88)).toBe(-4);
    // A two-line cue starts one line higher and ends on the same line.
    expect(captionLine(828, 466, 88, 2)).toBe(-5);
    // A phone's 326×183 player: lines of 14 × 1.3 = 18.2 px (the minimum size), 54 px of controls.
    expect(captionLine(326, 183, 54)).toBe(-5);
    // A portrait screen in fullscreen: the smaller side sets the size.
    expect(captionLine(390, 844, 58)).toBe(-4);
    // Controls taller than half the picture: the captions end at the middle.
    expect(captionLine(358, 201, 150)).toBe(-6);
    // A cue taller than the picture starts on its top line.
    expect(captionLine(326, 183, 54, 40)).toBe(-10);
    expect(captionLine(0, 0, 50)).toBeNull();
    expect(captionLine(Number.NaN, 100, 50)).toBeNull();
  });

  it("names the captions' language for the track's label", () => {
    expect(captionsLanguageName('en')).toBe('English');
    expect(captionsLanguageName('de-AT')).toBe('Austrian German');
    expect(captionsLanguageName('not a tag')).toBe('not a tag');
  });
});
