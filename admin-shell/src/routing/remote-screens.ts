import { remoteLoader } from '@podcast/web-kit/federation';
import type { ComponentType } from 'react';

/** The admin screens, each owned by one remote (DESIGN.md federation names). */
export const REMOTE_SCREENS = {
  bookings: { id: 'mfe_bookings/BookingsPage', load: remoteLoader<object>('mfe_bookings/BookingsPage') },
  automation: { id: 'mfe_automation/AutomationPage', load: remoteLoader<object>('mfe_automation/AutomationPage') },
  editing: { id: 'mfe_editing/EditingBoard', load: remoteLoader<object>('mfe_editing/EditingBoard') },
  manageEpisodes: { id: 'mfe_episodes/ManageEpisodes', load: remoteLoader<object>('mfe_episodes/ManageEpisodes') },
  episodeDetail: { id: 'mfe_episodes/EpisodeDetail', load: remoteLoader<object>('mfe_episodes/EpisodeDetail') },
  analytics: { id: 'mfe_episodes/Analytics', load: remoteLoader<object>('mfe_episodes/Analytics') },
} satisfies Record<string, { id: string; load: () => Promise<{ default: ComponentType<object> }> }>;

export type RemoteScreenKey = keyof typeof REMOTE_SCREENS;
