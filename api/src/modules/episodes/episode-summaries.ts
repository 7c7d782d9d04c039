import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { EpisodeEntity } from './episode.entity';

/** What a mail about an episode shows of it. */
export type EpisodeSummary = Pick<EpisodeEntity, 'id' | 'title' | 'episodeNumber' | 'guestName' | 'description' | 'status' | 'artwork' | 'thumbnailUrl'>;

/** Read-only: an episode as the newsletter announces it (the newsletter never writes episodes). */
@Injectable()
export class EpisodeSummaries {
  constructor(@InjectRepository(EpisodeEntity) private readonly episodes: Repository<EpisodeEntity>) {}

  find(id: number): Promise<EpisodeSummary | null> {
    return this.episodes.findOne({
      where: { id },
      select: { id: true, title: true, episodeNumber: true, guestName: true, description: true, status: true, artwork: true, thumbnailUrl: true },
    });
  }
}
