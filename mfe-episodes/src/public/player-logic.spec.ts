import { formatPlayerTime } from '@podcast/web-kit';
import { availableQualities, preferredQuality, qualityLabel, renditionUnavailableNote, skipTarget, sliderKeyStep } from './player-logic';

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
