import { VideoAssetType } from '@podcast/contracts';
import type { VideoAssetDto } from '../api-dto';

/** How a screen names one video of an episode: "Version 2 (final-cut.mp4)", or "Raw: take-1.mp4". */
export function versionLabel(asset: Pick<VideoAssetDto, 'type' | 'version' | 'originalName'>): string {
  if (asset.type === VideoAssetType.Edited && asset.version !== null) return `Version ${asset.version} (${asset.originalName})`;
  return `Raw: ${asset.originalName}`;
}

/** The videos two versions can be chosen from, newest edited version first, raw footage last. */
export function comparableAssets(assets: readonly VideoAssetDto[]): VideoAssetDto[] {
  const edited = assets.filter((asset) => asset.type === VideoAssetType.Edited).sort((a, b) => (b.version ?? 0) - (a.version ?? 0) || b.id - a.id);
  const raw = assets.filter((asset) => asset.type !== VideoAssetType.Edited && asset.contentType.startsWith('video/')).sort((a, b) => b.id - a.id);
  return [...edited, ...raw];
}

/** The pair a compare view opens with: the previous version on the left, the newest on the right. */
export function defaultPair(assets: readonly VideoAssetDto[]): [number, number] | null {
  const list = comparableAssets(assets);
  const [newest, previous] = list;
  return newest && previous ? [previous.id, newest.id] : null;
}
