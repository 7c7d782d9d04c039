import type { VideoSources } from '../public/player-sources';

/**
 * The guest's video object ({url, qualities: [{label, url}]}) as the player's sources. Labels name
 * the rendition ("720p", "480p") or the original; the player starts on 720p when there is one.
 */
export function reviewSources(video: { url: string; qualities: readonly { label: string; url: string }[] }): VideoSources {
  const sources: VideoSources = {};
  for (const quality of video.qualities) {
    const label = quality.label.toLowerCase();
    if (label.includes('720')) sources['720p'] = quality.url;
    else if (label.includes('480')) sources['480p'] = quality.url;
    else sources.original = quality.url;
  }
  if (!sources['720p'] && !sources['480p'] && !sources.original) sources.original = video.url;
  return sources;
}

const NAME_KEY = 'podcast.review.guestName';

/** The guest's name from an earlier comment in this browser (any link), or ''. */
export function rememberedName(): string {
  try {
    return window.localStorage.getItem(NAME_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberName(name: string): void {
  try {
    window.localStorage.setItem(NAME_KEY, name);
  } catch {
    // Storage refused (private mode): the name is simply asked again next time.
  }
}
