import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { svgToPng, videoSlideSvg, type ArtworkFacts } from './demo-images';

const run = promisify(execFile);

/** Length of each demo video: long enough for chapters and captions, short enough to seed quickly. */
export const DEMO_VIDEO_SECONDS = 6;

/**
 * A real 640×360 H.264/AAC clip of the episode's title card with a slow zoom and a soft tone (its own
 * pitch per episode), made by ffmpeg in `dir`. It is then uploaded and transcoded like any video.
 */
export async function makeDemoClip(dir: string, facts: ArtworkFacts): Promise<string> {
  const slide = join(dir, `slide-${facts.episodeNumber}.png`);
  const clip = join(dir, `episode-${facts.episodeNumber}.mp4`);
  await writeFile(slide, await svgToPng(videoSlideSvg(facts)));
  const frames = DEMO_VIDEO_SECONDS * 25;
  const tone = 220 + facts.episodeNumber * 30;
  await run('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-loop',
    '1',
    '-i',
    slide,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${tone}:sample_rate=44100`,
    '-filter_complex',
    `[0:v]scale=1280:720,zoompan=z='min(zoom+0.0007,1.1)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=640x360:fps=25,format=yuv420p[v];[1:a]volume=0.15,afade=t=in:d=0.5,afade=t=out:st=${DEMO_VIDEO_SECONDS - 0.5}:d=0.5[a]`,
    '-map',
    '[v]',
    '-map',
    '[a]',
    '-t',
    String(DEMO_VIDEO_SECONDS),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-c:a',
    'aac',
    '-movflags',
    '+faststart',
    clip,
  ]);
  return clip;
}
