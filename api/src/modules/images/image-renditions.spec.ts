import { feedSideOf, IMAGE_LIMITS, renditionWidths, sizeProblem } from './image-renditions';

describe('image limits and rendition plan', () => {
  it('takes every legitimate source: podcast art, large sources, phone photos, 16:9 frames, banners up to 1:4', () => {
    for (const [width, height] of [
      [3000, 3000],
      [8000, 8000],
      [8192, 8192],
      [7000, 7000],
      [8064, 6048],
      [3024, 4032],
      [3840, 2160],
      [1280, 720],
      [2560, 1080],
      [2500, 10_000],
      [200, 200],
    ])
      expect({ width, height, problem: sizeProblem(width, height) }).toEqual({ width, height, problem: null });
  });

  it('refuses by size or shape with one message naming the image and every limit', () => {
    const limits = `images may be at most ${IMAGE_LIMITS.maxSide} px on a side, 70 megapixels in all and 1:4 in aspect ratio`;
    expect(sizeProblem(200, 249_000, { name: 'artwork.png' })).toBe(`artwork.png is 200 × 249000 px; ${limits}`);
    expect(sizeProblem(10_001, 3000)).toBe(`The image is 10001 × 3000 px; ${limits}`);
    expect(sizeProblem(9000, 8000)).toBe(`The image is 9000 × 8000 px; ${limits}`);
    expect(sizeProblem(4001, 1000, { name: 'wide\u0000.png' })).toBe(`wide.png is 4001 × 1000 px; ${limits}`);
    expect(sizeProblem(64, 64)).toBe('The image must be at least 200×200 px (this one is 64×64)');
    expect(sizeProblem(64, 64, { minSide: 1 })).toBeNull();
  });

  it('makes feed artwork only when the source allows 1400 px without enlarging: square uploads, or a square cut of a frame', () => {
    expect(feedSideOf(1400, 1400)).toBe(1400);
    expect(feedSideOf(4000, 4000)).toBe(3000);
    expect(feedSideOf(1399, 1399)).toBeNull();
    expect(feedSideOf(1920, 1080)).toBeNull();
    expect(feedSideOf(2560, 1440)).toBeNull();
    expect(feedSideOf(2560, 1440, 'crop')).toBe(1440);
    expect(feedSideOf(3840, 2160, 'crop')).toBe(2160);
    expect(feedSideOf(1920, 1080, 'crop')).toBeNull();
  });

  it('plans web widths up to 1280 px, never wider than the source', () => {
    expect(renditionWidths(4000)).toEqual([320, 640, 960, 1280]);
    expect(renditionWidths(1280)).toEqual([320, 640, 960, 1280]);
    expect(renditionWidths(800)).toEqual([320, 640, 800]);
    expect(renditionWidths(320)).toEqual([320]);
    expect(renditionWidths(100)).toEqual([100]);
  });
});
