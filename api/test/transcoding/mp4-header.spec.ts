import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildProbeArgs, parseProbe } from '../../src/modules/transcoding/ffmpeg-args';
import { readMp4Header } from '../../src/modules/transcoding/mp4-header';
import { makeClip, mediaScratch } from '../media/media-fixtures';

const run = promisify(execFile);
const ffprobe = async (path: string) => parseProbe((await run('ffprobe', buildProbeArgs(path))).stdout);

/** The header reader stands in for ffprobe on MP4/MOV sources: it must say what ffprobe says, or nothing. */
describe('reading an MP4/MOV header instead of starting ffprobe (real files from ffmpeg)', () => {
  const scratch = mediaScratch();
  afterAll(() => scratch.dispose());

  it.each([
    ['an MP4 with sound', 'hd.mp4', { width: 1280, height: 720, seconds: 3 }],
    ['a MOV', 'sd.mov', { width: 640, height: 480, seconds: 2 }],
    ['an MP4 without sound, odd length', 'silent.mp4', { width: 1920, height: 1080, seconds: 2.5, audio: false }],
  ])('agrees with ffprobe on %s', async (_name, file, options) => {
    const clip = await makeClip(join(scratch.dir, file), options);
    const header = await readMp4Header(clip);
    expect(header).not.toBeNull();
    expect(header).toEqual(await ffprobe(clip));
  });

  it('agrees with ffprobe when the header comes first (faststart) and the tracks differ in length', async () => {
    const clip = join(scratch.dir, 'faststart.mp4');
    await run('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=854x480:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
      ...['-t', '3.3', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart', clip],
    ]);
    expect(await readMp4Header(clip)).toEqual(await ffprobe(clip));
  });

  it.each([
    ['29.97 fps (NTSC)', '30000/1001', 30000 / 1001],
    ['50 fps', '50', 50],
  ])('agrees with ffprobe on the frame rate of a %s video', async (_name, rate, expected) => {
    const clip = join(scratch.dir, `rate-${expected.toFixed(2)}.mp4`);
    await run('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=320x240:rate=${rate}`, '-t', '1'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip],
    ]);
    const header = await readMp4Header(clip);
    expect(header?.frameRate).toBeCloseTo(expected, 9);
    expect(header).toEqual(await ffprobe(clip));
  });

  it('leaves a variable frame rate to ffprobe', async () => {
    // Frames at 0, 0.1, 0.3, 0.6 s …: no one sample duration.
    const clip = join(scratch.dir, 'variable.mp4');
    await run('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10', '-t', '2'],
      ...['-vf', "setpts='N*N*0.05/TB'", '-fps_mode', 'passthrough', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip],
    ]);
    expect(await readMp4Header(clip)).toBeNull();
  });

  it('leaves to ffprobe what it cannot be sure of: no header, a fragmented file, no video, another format', async () => {
    const good = await makeClip(join(scratch.dir, 'good.mp4'), { width: 320, height: 240, seconds: 1 });
    const truncated = join(scratch.dir, 'truncated.mp4');
    writeFileSync(truncated, readFileSync(good).subarray(0, 6000));
    expect(await readMp4Header(truncated)).toBeNull();

    const fragmented = join(scratch.dir, 'fragmented.mp4');
    await run('ffmpeg', ['-v', 'error', '-y', '-i', good, '-c', 'copy', '-movflags', 'frag_keyframe+empty_moov', fragmented]);
    expect(await readMp4Header(fragmented)).toBeNull();

    const audioOnly = join(scratch.dir, 'audio.mp4');
    await run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '1', '-c:a', 'aac', audioOnly]);
    expect(await readMp4Header(audioOnly)).toBeNull();

    const random = join(scratch.dir, 'random.mp4');
    writeFileSync(random, Buffer.alloc(4096, 7));
    expect(await readMp4Header(random)).toBeNull();
    expect(await readMp4Header(join(scratch.dir, 'missing.mp4'))).toBeNull();
  });
});
