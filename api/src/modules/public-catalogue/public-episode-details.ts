import { Injectable } from '@nestjs/common';
import { CatalogueCache } from '../catalogue/catalogue-cache';
import type { EpisodeGuestDto, PublicEpisodeDetailDto } from '../episodes/episode.dto';
import type { EpisodeEntity } from '../episodes/episode.entity';
import { EpisodeGuests } from '../episodes/episode-guests';
import { mapPublicEpisodeDetail } from '../episodes/episode.mapper';
import { EpisodeTextTracks } from '../episodes/episode-text-tracks';
import { PublishedEpisodes } from './published-episodes';

/**
 * A published episode as its page shows it (GET /api/episodes/{id} and the server-rendered page):
 * the catalogue's record with its guest's card and its chapters and transcript, from the modules that
 * own them (the EpisodeGuests and EpisodeTextTracks ports), built once per catalogue version.
 */
@Injectable()
export class PublicEpisodeDetails {
  constructor(
    private readonly published: PublishedEpisodes,
    private readonly guests: EpisodeGuests,
    private readonly textTracks: EpisodeTextTracks,
    private readonly cache: CatalogueCache,
  ) {}

  /** null: no such published episode (not kept, so random ids cannot fill the cache). */
  async of(id: number): Promise<PublicEpisodeDetailDto | null> {
    return this.cache.get(
      `detail ${id}`,
      async () => {
        const record = await this.published.find(id);
        return record ? this.build(record.episode) : null;
      },
      (detail) => (detail ? JSON.stringify(detail).length * 2 : 0),
      (detail) => detail !== null,
    );
  }

  private async build(episode: EpisodeEntity): Promise<PublicEpisodeDetailDto> {
    const [guest, tracks] = await Promise.all([this.guestOf(episode), this.textTracks.publicOf(episode.id)]);
    return mapPublicEpisodeDetail(episode, guest, tracks);
  }

  /**
   * The episode's guest: their linked booking's card, else the name typed for the episode on its own
   * (null: no guest). No lookup by name: two guests may share one (issue 32 item 3).
   */
  private async guestOf(episode: Pick<EpisodeEntity, 'guestName' | 'guestId'>): Promise<EpisodeGuestDto | null> {
    const profile = episode.guestId === null ? null : await this.guests.profileOf(episode.guestId);
    if (profile) return profile;
    return episode.guestName ? { name: episode.guestName, role: null, company: null, portrait: null } : null;
  }
}
