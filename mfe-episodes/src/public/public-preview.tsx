import EpisodeGrid from './episode-grid';

/** The public pieces on their own, for standalone development. */
export default function PublicPreview() {
  return <EpisodeGrid />;
}
