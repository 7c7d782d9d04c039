// Seeding for the public-site browser tests, through the real admin API (no fixtures in the database).
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeTestClip } from '../harness/test-media';

export interface SeedEpisode {
  title: string;
  description: string;
  episodeNumber: number;
  guestName?: string;
  duration?: string;
  publishedAt?: string;
}

let clip: string | null = null;

/** A small H.264/AAC clip, 1280x720, 24 s, made once per test file: a moving test pattern with a tone. */
export function testClip(): string {
  if (clip && existsSync(clip)) return clip;
  clip = makeTestClip(join(mkdtempSync(join(tmpdir(), 'public-e2e-clip-')), 'clip.mp4'), { seconds: 24, size: '1280x720', encoding: 'small-file' });
  return clip;
}

export const LONG_DESCRIPTION =
  'We dig into how the first hundred customers were found, how pricing changed three times in the first year, which channels paid back and which did not, and what the team would do differently if they started again tomorrow with the same budget.';
