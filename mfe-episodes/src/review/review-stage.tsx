import { useCallback, useRef, type ReactNode, type RefObject } from 'react';
import VideoPlayer, { type VideoPlayerHandle, type VideoSources } from '../public/video-player';
import { DrawingOverlay, Watermark } from './kit/drawing-overlay';
import type { Drawing, Stroke } from './kit/drawing';
import { usePictureBox } from './kit/video-box';

interface ReviewStageProps {
  player: RefObject<VideoPlayerHandle | null>;
  title: string;
  sources: VideoSources;
  /** Admin: the transcode state drives the admin quality selector; the guest page leaves it out. */
  transcodeState?: React.ComponentProps<typeof VideoPlayer>['transcodeState'];
  poster?: string | null;
  watermark?: string | null;
  /** Drawings of the comments at the current time. */
  shown: readonly Drawing[];
  editing: { strokes: readonly Stroke[]; color: string; onChange: (strokes: Stroke[]) => void } | null;
  onTimeUpdate: (seconds: number) => void;
  onSourceError?: () => unknown;
  children?: ReactNode;
}

/** The player with, over its picture, the watermark and the drawings (shown, or being drawn). */
export function ReviewStage({ player, title, sources, transcodeState, poster, watermark, shown, editing, onTimeUpdate, onSourceError, children }: ReviewStageProps) {
  const stage = useRef<HTMLDivElement>(null);
  const video = useCallback(() => player.current?.video() ?? null, [player]);
  const box = usePictureBox(stage, video);
  return (
    <div className="rk-stage" ref={stage}>
      <VideoPlayer
        ref={player}
        title={title}
        sources={sources}
        transcodeState={transcodeState}
        poster={poster}
        onTimeUpdate={onTimeUpdate}
        onSourceError={onSourceError}
      />
      {watermark && <Watermark box={box} text={watermark} />}
      <DrawingOverlay box={box} shown={shown} editing={editing} />
      {children}
    </div>
  );
}
