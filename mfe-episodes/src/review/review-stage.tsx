import { useCallback, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { VideoPlayerHandle } from '../public/video-player';
import { DrawingOverlay, Watermark } from './kit/drawing-overlay';
import type { Drawing, Stroke } from './kit/drawing';
import { usePictureBox } from './kit/video-box';

interface ReviewStageProps {
  /** The ref given to the VideoPlayer among the children: the overlays sit over its picture. */
  player: RefObject<VideoPlayerHandle | null>;
  watermark?: string | null;
  /** Drawings of the comments at the current time. */
  shown: readonly Drawing[];
  editing: { strokes: readonly Stroke[]; color: string; onChange: (strokes: Stroke[]) => void } | null;
  /** The VideoPlayer. */
  children: ReactNode;
}

/** A player with, over its picture, the watermark and the drawings (shown, or being drawn): the guest page and the admin preview. */
export function ReviewStage({ player, watermark, shown, editing, children }: ReviewStageProps) {
  const stage = useRef<HTMLDivElement>(null);
  const video = useCallback(() => player.current?.video() ?? null, [player]);
  const box = usePictureBox(stage, video);
  const drawing = editing !== null;
  // "Draw on frame" sits under the video (far under it on a phone): bring the frame into view to draw on.
  useEffect(() => {
    if (drawing) stage.current?.scrollIntoView?.({ block: 'nearest' });
  }, [drawing]);
  return (
    <div className="rk-stage" ref={stage}>
      {children}
      {watermark && <Watermark box={box} text={watermark} />}
      <DrawingOverlay box={box} shown={shown} editing={editing} />
    </div>
  );
}
