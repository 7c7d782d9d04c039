// The props of mfe_episodes' exposed modules, as the remote declares them (type-only: nothing of
// mfe-episodes enters the public bundle through this import; the code still arrives by federation).
export type { EpisodeCardProps, EpisodeGridProps, ReviewPageProps } from '../../../mfe-episodes/src/exposed-types';
