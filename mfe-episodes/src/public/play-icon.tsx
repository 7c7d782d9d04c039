import { common } from './player-icons-common';

// The one icon the cards and the grid need on the page's first load; the player's other icons
// (player-icons.tsx) come with the lazy player.
export const PlayIcon = () => (
  <svg {...common}>
    <path d="M8 5v14l11-7z" />
  </svg>
);
