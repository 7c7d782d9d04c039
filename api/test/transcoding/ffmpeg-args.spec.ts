import {
  buildProbeArgs,
  inputArgs,
  transcodeErrorMessage,
  buildTranscodeArgs,
  formatDuration,
  parseFrameRate,
  parseProbe,
  posterTimeSec,
  progressPercent,
  RENDITION_SPECS,
  renditionsFor,
} from '../../src/modules/transcoding/ffmpeg-args';

const plan = (sourceHeight: number, hasAudio = true) => {
  const outputs = renditionsFor(sourceHeight).map((spec) => ({ spec, path: `/w/${spec.name}.mp4` }));
  return buildTranscodeArgs({ input: '/in/source.mov', sourceHeight, durationSec: 10, hasAudio, outputs, posterPath: '/w/poster.jpg', preset: 'veryfast' });
};

const valueAfter = (args: string[], flag: string) => args[args.indexOf(flag) + 1];

describe('ffmpeg argument builders', () => {
  it('decodes once and splits into 720p, 480p and the poster for an HD source', () => {
    const args = plan(1080);
    expect(args.filter((arg) => arg === '-i')).toHaveLength(1);
    expect(valueAfter(args, '-i')).toBe('file:/in/source.mov');
    expect(valueAfter(args, '-protocol_whitelist')).toBe('file');
    expect(valueAfter(args, '-f')).toBe('mov');
    expect(valueAfter(args, '-filter_complex')).toBe(
      '[0:v:0]split=3[s0][s1][sp];[s0]scale=-2:720[v720p];[s1]scale=-2:480[v480p];[sp]trim=start=3,setpts=PTS-STARTPTS,scale=-2:720[poster]',
    );
    expect(args).toEqual(expect.arrayContaining(['-progress', 'pipe:1', '-nostdin']));
    // Two H.264/AAC MP4 outputs with faststart, then one JPEG frame.
    expect(args.filter((arg) => arg === 'libx264')).toHaveLength(2);
    expect(args.filter((arg) => arg === 'aac')).toHaveLength(2);
    expect(args.filter((arg) => arg === '+faststart')).toHaveLength(2);
    expect(args.slice(-11)).toEqual(['-map', '[poster]', '-frames:v', '1', '-q:v', '3', '-update', '1', '-f', 'image2', '/w/poster.jpg']);
    expect(args.indexOf('/w/720p.mp4')).toBeLessThan(args.indexOf('/w/480p.mp4'));
    expect(valueAfter(args, '-preset')).toBe('veryfast');
  });

  it('also writes the poster frame at the source size (at most 2160 px high) when asked, for its image renditions', () => {
    const outputs = renditionsFor(2160).map((spec) => ({ spec, path: `/w/${spec.name}.mp4` }));
    const base = { input: '/in/source.mov', durationSec: 10, hasAudio: false, posterPath: '/w/poster.jpg', stillPath: '/w/still.jpg', preset: 'veryfast' };
    const uhd = buildTranscodeArgs({ ...base, sourceHeight: 2160, outputs });
    expect(valueAfter(uhd, '-filter_complex')).toBe(
      '[0:v:0]split=3[s0][s1][sp];[s0]scale=-2:720[v720p];[s1]scale=-2:480[v480p];[sp]trim=start=3,setpts=PTS-STARTPTS,split=2[pf][sf];[pf]scale=-2:720[poster];[sf]scale=-2:2160[still]',
    );
    expect(uhd.slice(-22)).toEqual([
      ...['-map', '[poster]', '-frames:v', '1', '-q:v', '3', '-update', '1', '-f', 'image2', '/w/poster.jpg'],
      ...['-map', '[still]', '-frames:v', '1', '-q:v', '2', '-update', '1', '-f', 'image2', '/w/still.jpg'],
    ]);
    const eightK = buildTranscodeArgs({ ...base, sourceHeight: 4320, outputs });
    expect(valueAfter(eightK, '-filter_complex')).toContain('[sf]scale=-2:2160[still]');
    const tiny = buildTranscodeArgs({ ...base, sourceHeight: 241, outputs: [] });
    expect(valueAfter(tiny, '-filter_complex')).toBe(
      '[0:v:0]trim=start=3,setpts=PTS-STARTPTS,split=2[pf][sf];[pf]scale=-2:240[poster];[sf]scale=-2:240[still]',
    );
  });

  it('never upscales: renditions taller than the source are skipped', () => {
    expect(renditionsFor(2160).map((s) => s.name)).toEqual(['720p', '480p']);
    expect(renditionsFor(720).map((s) => s.name)).toEqual(['720p', '480p']);
    expect(renditionsFor(719).map((s) => s.name)).toEqual(['480p']);
    expect(renditionsFor(360)).toEqual([]);
    const small = plan(480);
    expect(valueAfter(small, '-filter_complex')).toBe(
      '[0:v:0]split=2[s0][sp];[s0]scale=-2:480[v480p];[sp]trim=start=3,setpts=PTS-STARTPTS,scale=-2:480[poster]',
    );
    const tiny = plan(241);
    expect(valueAfter(tiny, '-filter_complex')).toBe('[0:v:0]trim=start=3,setpts=PTS-STARTPTS,scale=-2:240[poster]');
    expect(tiny).not.toContain('libx264');
  });

  it('adds the audio-only M4A output when asked and the source has sound', () => {
    const outputs = renditionsFor(720).map((spec) => ({ spec, path: `/w/${spec.name}.mp4` }));
    const base = {
      input: '/in/a.mp4',
      sourceHeight: 720,
      durationSec: 10,
      outputs,
      posterPath: '/w/poster.jpg',
      preset: 'veryfast',
      audioPath: '/w/audio.m4a',
    };
    const withAudio = buildTranscodeArgs({ ...base, hasAudio: true });
    const at = withAudio.indexOf('/w/audio.m4a');
    expect(withAudio.slice(at - 13, at + 1)).toEqual([
      '-map',
      '0:a:0',
      '-vn',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-ac',
      '2',
      '-movflags',
      '+faststart',
      '-f',
      'ipod',
      '/w/audio.m4a',
    ]);
    expect(withAudio.filter((arg) => arg === '-i')).toHaveLength(1);
    expect(buildTranscodeArgs({ ...base, hasAudio: false })).not.toContain('/w/audio.m4a');
  });

  it('maps audio only when the source has some', () => {
    expect(plan(720, true).filter((arg) => arg === '0:a:0')).toHaveLength(2);
    const silent = plan(720, false);
    expect(silent).not.toContain('0:a:0');
    expect(silent).not.toContain('aac');
  });

  it('adds an audio-only AAC (M4A) output to the same run when asked and the source has audio', () => {
    const withAudio = (hasAudio: boolean) =>
      buildTranscodeArgs({
        input: '/in/source.mov',
        sourceHeight: 720,
        durationSec: 10,
        hasAudio,
        outputs: renditionsFor(720).map((spec) => ({ spec, path: `/w/${spec.name}.mp4` })),
        posterPath: '/w/poster.jpg',
        audioPath: '/w/audio.m4a',
        preset: 'veryfast',
      });
    const args = withAudio(true);
    expect(args.filter((arg) => arg === '-i')).toHaveLength(1);
    const start = args.indexOf('/w/480p.mp4') + 1;
    expect(args.slice(start, args.indexOf('/w/audio.m4a') + 1)).toEqual([
      '-map',
      '0:a:0',
      '-vn',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-ac',
      '2',
      '-movflags',
      '+faststart',
      '-f',
      'ipod',
      '/w/audio.m4a',
    ]);
    expect(args.slice(-11)[0]).toBe('-map');
    expect(withAudio(false)).not.toContain('/w/audio.m4a');
    expect(plan(720)).not.toContain('-vn');
  });

  it('takes the poster a few seconds in, or mid-way through a short clip', () => {
    expect(posterTimeSec(600)).toBe(3);
    expect(posterTimeSec(2)).toBe(1);
    expect(posterTimeSec(0)).toBe(0);
    expect(posterTimeSec(Number.NaN)).toBe(0);
  });

  it('probes duration and streams as JSON and parses the answer', () => {
    expect(buildProbeArgs('/in/a.mp4')).toEqual([
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_entries',
      'format=duration:stream=codec_type,width,height,duration,r_frame_rate',
      '-protocol_whitelist',
      'file',
      '-f',
      'mov',
      '-i',
      'file:/in/a.mp4',
    ]);
    const parsed = parseProbe(
      JSON.stringify({
        format: { duration: '125.48' },
        streams: [
          { codec_type: 'video', width: 1920, height: 1080, r_frame_rate: '30000/1001' },
          { codec_type: 'audio', r_frame_rate: '0/0' },
        ],
      }),
    );
    expect(parsed).toEqual({ durationSec: 125.48, frameRate: 30000 / 1001, width: 1920, height: 1080, hasVideo: true, hasAudio: true });
    expect(parseProbe(JSON.stringify({ format: {}, streams: [{ codec_type: 'audio' }] }))).toEqual({
      durationSec: 0,
      frameRate: null,
      width: 0,
      height: 0,
      hasVideo: false,
      hasAudio: true,
    });
  });

  it("reads ffprobe's r_frame_rate as a number, and a placeholder as unknown", () => {
    expect(parseFrameRate('25/1')).toBe(25);
    expect(parseFrameRate('30000/1001')).toBeCloseTo(29.97003, 5);
    expect(parseFrameRate('24')).toBe(24);
    for (const placeholder of ['0/0', '90000/1', '1/0', '', 'abc', undefined]) expect(parseFrameRate(placeholder)).toBeNull();
  });

  it('reads progress from -progress lines', () => {
    expect(progressPercent('out_time_us=5000000', 10)).toBe(50);
    expect(progressPercent('out_time_ms=2500000', 10)).toBe(25);
    expect(progressPercent('out_time_us=12000000', 10)).toBe(99);
    expect(progressPercent('frame=12', 10)).toBeUndefined();
    expect(progressPercent('out_time_us=5000000', 0)).toBeUndefined();
  });

  it('formats durations as m:ss or h:mm:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(3.02)).toBe('0:03');
    expect(formatDuration(2538)).toBe('42:18');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3723.6)).toBe('1:02:04');
  });

  it('keeps a peak bitrate per rendition', () => {
    const args = plan(1080);
    expect(RENDITION_SPECS.map((s) => s.maxrate)).toEqual(['3000k', '1500k']);
    expect(args.filter((arg) => arg === '-maxrate')).toHaveLength(2);
  });
});

describe('ffmpeg inputs and errors (issue 22)', () => {
  it('whitelists the file protocol for local inputs and pins the demuxer from the extension', () => {
    expect(inputArgs('/data/media/episodes/1/edited/a.webm')).toEqual([
      '-protocol_whitelist',
      'file',
      '-f',
      'matroska',
      '-i',
      'file:/data/media/episodes/1/edited/a.webm',
    ]);
    // A name that looks like another protocol stays a file path.
    expect(inputArgs('concat:/etc/passwd|/x.mp4').slice(-1)).toEqual(['file:concat:/etc/passwd|/x.mp4']);
  });

  it('allows only HTTP(S) for presigned S3 URLs', () => {
    const args = inputArgs('https://bucket.s3.example.com/episodes/1/edited/a.mov?X-Amz-Signature=abc');
    expect(args.slice(0, 4)).toEqual(['-protocol_whitelist', 'http,https,tls,tcp', '-f', 'mov']);
  });

  it('turns raw ffmpeg output into a clear message', () => {
    expect(transcodeErrorMessage('ffprobe could not read the file: [mov,mp4] moov atom not found /srv/media/x.mp4: Invalid data found')).toBe(
      'ffprobe could not read the file: the video is damaged or incomplete. Export it again and upload the new file.',
    );
    expect(transcodeErrorMessage('ffmpeg failed (exit code 1): Error opening output /tmp/podcast-transcode-x/720p.mp4')).toBe(
      'ffmpeg failed (exit code 1). The server log has the details.',
    );
    expect(transcodeErrorMessage('ffmpeg made no progress for 700 ms and was stopped')).toBe('ffmpeg made no progress for 700 ms and was stopped');
    expect(transcodeErrorMessage('The file has no video stream')).toBe('The file has no video stream.');
    expect(transcodeErrorMessage('something odd at /var/lib/secret/path')).toBe('Transcoding failed. The server log has the details.');
  });
});
