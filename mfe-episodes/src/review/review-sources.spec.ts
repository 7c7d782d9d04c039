import { reviewSources } from './review-sources';

describe("the guest's video sources", () => {
  it('maps the quality labels onto the player qualities', () => {
    expect(
      reviewSources({
        url: '/m/720.mp4',
        qualities: [
          { label: '720p', url: '/m/720.mp4' },
          { label: '480p', url: '/m/480.mp4' },
          { label: 'Original', url: '/m/o.mp4' },
        ],
      }),
    ).toEqual({ '720p': '/m/720.mp4', '480p': '/m/480.mp4', original: '/m/o.mp4' });
  });

  it('falls back to the default address when no quality is listed', () => {
    expect(reviewSources({ url: '/m/o.mp4', qualities: [] })).toEqual({ original: '/m/o.mp4' });
  });
});
