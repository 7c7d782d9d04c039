export interface VideoPlayerProps {
  episodeId: number;
}

export default function VideoPlayer({ episodeId }: VideoPlayerProps) {
  return <div data-testid="video-player" data-episode-id={episodeId} />;
}
