import { useEffect, useState, type RefObject } from 'react';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where the picture is inside a <video> shown with object-fit: contain, relative to a container:
 * the element's box minus the letterbox bars (the frame's aspect ratio from videoWidth/videoHeight).
 */
export function pictureBox(element: Box, videoWidth: number, videoHeight: number, container: { left: number; top: number }): Box {
  const left = element.left - container.left;
  const top = element.top - container.top;
  if (!videoWidth || !videoHeight || !element.width || !element.height) return { left, top, width: element.width, height: element.height };
  const scale = Math.min(element.width / videoWidth, element.height / videoHeight);
  const width = videoWidth * scale;
  const height = videoHeight * scale;
  return { left: left + (element.width - width) / 2, top: top + (element.height - height) / 2, width, height };
}

const sameBox = (a: Box | null, b: Box | null) =>
  a === b ||
  (!!a && !!b && Math.abs(a.left - b.left) < 0.5 && Math.abs(a.top - b.top) < 0.5 && Math.abs(a.width - b.width) < 0.5 && Math.abs(a.height - b.height) < 0.5);

/**
 * The picture's box inside `container`, kept up to date when the player resizes, loads a new source
 * or swaps its element (a quality switch); null until there is a video element.
 */
export function usePictureBox(container: RefObject<HTMLElement | null>, video: () => HTMLVideoElement | null): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  useEffect(() => {
    let observed: HTMLVideoElement | null = null;
    const measure = () => {
      const element = video();
      const host = container.current;
      const next = element && host ? pictureBox(element.getBoundingClientRect(), element.videoWidth, element.videoHeight, host.getBoundingClientRect()) : null;
      setBox((current) => (sameBox(current, next) ? current : next));
      if (element !== observed) {
        observed?.removeEventListener('loadedmetadata', measure);
        element?.addEventListener('loadedmetadata', measure);
        if (element) resize.observe(element);
        observed = element;
      }
    };
    const resize = new ResizeObserver(measure);
    if (container.current) resize.observe(container.current);
    // The player mounts its element lazily and may replace it: look again now and then.
    const timer = window.setInterval(measure, 500);
    measure();
    return () => {
      window.clearInterval(timer);
      resize.disconnect();
      observed?.removeEventListener('loadedmetadata', measure);
    };
  }, [container, video]);
  return box;
}
