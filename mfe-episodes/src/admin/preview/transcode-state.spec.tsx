import { assetSources, isTranscoding, transcodeState } from './transcode-state';
import { sortComments, commentTimecode } from './comment-order';

const asset = (transcodingStatus: string | null, variants: { '720p': string | null; '480p': string | null } = { '720p': null, '480p': null }) =>
  ({ transcodingStatus, variants }) as Parameters<typeof transcodeState>[0][number];

describe('transcode state of spec §4', () => {
  it('is completed as soon as any asset has a rendition, whatever the others do', () => {
    expect(transcodeState([asset('processing'), asset('completed', { '720p': 'a/720.mp4', '480p': null })])).toBe('completed');
    expect(transcodeState([asset('failed'), asset(null, { '720p': null, '480p': 'a/480.mp4' })])).toBe('completed');
  });

  it('is processing while one is pending or processing, before failed', () => {
    expect(transcodeState([asset('pending')])).toBe('processing');
    expect(transcodeState([asset('failed'), asset('processing')])).toBe('processing');
  });

  it('is failed when one failed and nothing else applies, otherwise idle', () => {
    expect(transcodeState([asset('failed'), asset(null)])).toBe('failed');
    expect(transcodeState([asset(null)])).toBe('idle');
    expect(transcodeState([])).toBe('idle');
  });

  it('polls only while something is queued or transcoding', () => {
    expect(isTranscoding([asset('pending')])).toBe(true);
    expect(isTranscoding([asset('completed'), asset('failed')])).toBe(false);
  });

  it('gives the player the original and whichever renditions exist', () => {
    expect(assetSources({ url: '/o.mp4', variantUrls: { '720p': '/720.mp4', '480p': null } })).toEqual({
      original: '/o.mp4',
      '720p': '/720.mp4',
      '480p': null,
    });
  });
});

describe('comments', () => {
  it('sorts by timecode ascending, then by creation, without touching the input', () => {
    const input = [
      { id: 3, timecodeSec: 12 },
      { id: 1, timecodeSec: 40 },
      { id: 2, timecodeSec: 12 },
      { id: 4, timecodeSec: 0 },
    ];
    expect(sortComments(input).map((comment) => comment.id)).toEqual([4, 2, 3, 1]);
    expect(input[0]?.id).toBe(3);
  });

  it('stamps a new comment at the floor of the playback time', () => {
    expect(commentTimecode(12.97)).toBe(12);
    expect(commentTimecode(0)).toBe(0);
    expect(commentTimecode(Number.NaN)).toBe(0);
  });
});
