import { buildTranscodeArgs, KEYFRAME_INTERVAL_SEC } from '../../src/modules/transcoding/ffmpeg-args';
import {
  avcCodec,
  buildHlsPackageArgs,
  buildMasterPlaylist,
  hlsRungsFor,
  parseMediaPlaylist,
  rewriteSegments,
  rungBandwidth,
  RUNG_NAME,
} from '../../src/modules/transcoding/hls-ladder';

describe('HLS ladder builders', () => {
  it('never upscales: 1080p sources get four rungs, 360p sources one, smaller ones none', () => {
    expect(hlsRungsFor(1080).map((rung) => rung.name)).toEqual(['1080p', '720p', '480p', '360p']);
    expect(hlsRungsFor(720).map((rung) => rung.name)).toEqual(['720p', '480p', '360p']);
    expect(hlsRungsFor(360).map((rung) => rung.name)).toEqual(['360p']);
    expect(hlsRungsFor(240)).toEqual([]);
  });

  it('forces a keyframe every 2 s on every video output, and leaves video-only work files without audio', () => {
    const [spec720, spec360] = [hlsRungsFor(720)[0], hlsRungsFor(720)[2]];
    const args = buildTranscodeArgs({
      input: '/in.mp4',
      sourceHeight: 720,
      durationSec: 10,
      hasAudio: true,
      outputs: [
        { spec: spec720, path: '/w/720p.mp4' },
        { spec: spec360, path: '/w/hls-360p.mp4', videoOnly: true },
      ],
      posterPath: '/w/poster.jpg',
      preset: 'veryfast',
    });
    expect(args.filter((arg) => arg === `expr:gte(t,n_forced*${KEYFRAME_INTERVAL_SEC})`)).toHaveLength(2);
    expect(args.slice(0, args.indexOf('/w/720p.mp4'))).toContain('0:a:0');
    expect(args.slice(args.indexOf('/w/720p.mp4'), args.indexOf('/w/hls-360p.mp4'))).not.toContain('0:a:0');
  });

  it('packages by stream copy into VOD MPEG-TS playlists of 4 s segments', () => {
    const args = buildHlsPackageArgs({ rungs: [{ input: '/w/720p.mp4', dir: '/w/hls/720p' }], audio: { input: '/w/audio.m4a', dir: '/w/hls/audio' } });
    expect(args).not.toContain('libx264');
    expect(args.filter((arg) => arg === 'copy')).toHaveLength(2);
    expect(args).toEqual(
      expect.arrayContaining(['-map', '0:v:0', '1:a:0', '-hls_time', '4', '-hls_playlist_type', 'vod', '/w/hls/720p/index.m3u8', '/w/hls/audio/seg_%05d.ts']),
    );
    expect(args).toEqual(expect.arrayContaining(['-protocol_whitelist', 'file', 'file:/w/720p.mp4']));
  });

  it('parses segments, measures bandwidth from their sizes, and writes the master with an audio group', () => {
    const playlist = '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.000000,\nseg_00000.ts\n#EXTINF:2.5,\nseg_00001.ts\n#EXT-X-ENDLIST\n';
    expect(parseMediaPlaylist(playlist)).toEqual([
      { durationSec: 4, uri: 'seg_00000.ts' },
      { durationSec: 2.5, uri: 'seg_00001.ts' },
    ]);
    expect(
      rungBandwidth([
        { durationSec: 4, bytes: 500_000 },
        { durationSec: 2, bytes: 500_000 },
      ]),
    ).toEqual({ peak: 2_000_000, average: 1_333_334 });
    expect(avcCodec(31)).toBe('avc1.64001f');
    const master = buildMasterPlaylist(
      [
        { name: '720p', width: 1280, height: 720, codec: 'avc1.64001f', bandwidth: { peak: 2_000_000, average: 1_500_000 } },
        { name: '360p', width: 640, height: 360, codec: 'avc1.64001e', bandwidth: { peak: 600_000, average: 400_000 } },
      ],
      { peak: 130_000, average: 128_000 },
    );
    expect(master.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",NAME="Audio",DEFAULT=YES,AUTOSELECT=YES,URI="audio/index.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=2130000,AVERAGE-BANDWIDTH=1628000,RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2",NAME="720p",AUDIO="audio"',
      '720p/index.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=730000,AVERAGE-BANDWIDTH=528000,RESOLUTION=640x360,CODECS="avc1.64001e,mp4a.40.2",NAME="360p",AUDIO="audio"',
      '360p/index.m3u8',
      '',
    ]);
  });

  it('rewrites each segment URI by its file name only, and names rungs strictly', async () => {
    const signed = await rewriteSegments('#EXTM3U\n#EXTINF:4,\n../../other/seg_00000.ts\n#EXT-X-ENDLIST', async (file) => `/signed/${file}`);
    expect(signed).toBe('#EXTM3U\n#EXTINF:4,\n/signed/seg_00000.ts\n#EXT-X-ENDLIST');
    for (const good of ['1080p', '360p', 'audio']) expect(RUNG_NAME.test(good)).toBe(true);
    for (const bad of ['..', '720p/..', 'master', '', 'audio2']) expect(RUNG_NAME.test(bad)).toBe(false);
  });
});
