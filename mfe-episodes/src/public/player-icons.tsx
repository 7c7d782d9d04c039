// Small inline icons (no icon library on public pages: every kilobyte counts, DESIGN.md).
import { common } from './player-icons-common';

export const PauseIcon = () => (
  <svg {...common}>
    <path d="M6 5h4v14H6zM14 5h4v14h-4z" />
  </svg>
);
export const SkipBackIcon = () => (
  <svg {...common}>
    <path d="M12 5V2L7 6l5 4V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8z" />
    <text x="12" y="16" fontSize="7" textAnchor="middle" fontFamily="sans-serif">
      10
    </text>
  </svg>
);
export const SkipForwardIcon = () => (
  <svg {...common}>
    <path d="M12 5V2l5 4-5 4V7a6 6 0 1 0 6 6h2a8 8 0 1 1-8-8z" />
    <text x="12" y="16" fontSize="7" textAnchor="middle" fontFamily="sans-serif">
      10
    </text>
  </svg>
);
export const VolumeIcon = () => (
  <svg {...common}>
    <path d="M4 9v6h4l5 4V5L8 9H4zm12.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z" />
  </svg>
);
export const FullscreenIcon = () => (
  <svg {...common}>
    <path d="M5 5h5v2H7v3H5V5zm9 0h5v5h-2V7h-3V5zM5 14h2v3h3v2H5v-5zm12 0h2v5h-5v-2h3v-3z" />
  </svg>
);
export const ExitFullscreenIcon = () => (
  <svg {...common}>
    <path d="M8 5h2v5H5V8h3V5zm6 0h2v3h3v2h-5V5zM5 14h5v5H8v-3H5v-2zm9 0h5v2h-3v3h-2v-5z" />
  </svg>
);
/** Captions: "CC" in a frame, drawn with strokes (no text: the button's name is "Captions"). */
export const CaptionsIcon = () => (
  <svg {...common} fill="none" stroke="currentColor" strokeWidth={1.8}>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="M10.6 10.2a2.1 2.1 0 1 0 0 3.6M17 10.2a2.1 2.1 0 1 0 0 3.6" strokeLinecap="round" />
  </svg>
);
/** Chapters: a bulleted list. */
export const ChaptersIcon = () => (
  <svg {...common}>
    <path d="M4 6h2.5v2.5H4zm5 0h11v2.5H9zm-5 5h2.5v2.5H4zm5 0h11v2.5H9zm-5 5h2.5v2.5H4zm5 0h11v2.5H9z" />
  </svg>
);

export { PlayIcon } from './play-icon';
