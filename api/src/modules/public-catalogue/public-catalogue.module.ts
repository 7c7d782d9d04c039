import { Module } from '@nestjs/common';
import { PublicCatalogueRepository } from './public-catalogue.repository';
import { PublicEpisodeListCache } from './public-episode-list.cache';
import { PublishedEpisodes } from './published-episodes';

/**
 * What the public sees (issue 32 item 1, docs/architecture.md "Read model"): published episodes and
 * their final videos, read through one repository and kept in the one catalogue cache (CatalogueModule).
 * No routes and no ports, so the worker's mailings use it too; PublicEpisodesModule serves it.
 */
@Module({
  providers: [PublicCatalogueRepository, PublishedEpisodes, PublicEpisodeListCache],
  exports: [PublicCatalogueRepository, PublishedEpisodes, PublicEpisodeListCache],
})
export class PublicCatalogueModule {}
