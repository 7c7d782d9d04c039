import { DynamicModule, Module, type Abstract, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule, WorkerAppModule } from '../../src/app.module';
import { loadConfig } from '../../src/config/app-config';
import { HTTP_MODULES } from '../../src/modules';
import { EpisodePlays } from '../../src/modules/episodes/episode-plays';
import { EpisodePublications } from '../../src/modules/episodes/episode-publications';
import { EpisodeTextTracks } from '../../src/modules/episodes/episode-text-tracks';
import { BookingStatusChanges } from '../../src/modules/bookings/booking-status-changes';
import { GuestPortraitFiles } from '../../src/modules/bookings/guest-portrait-files';
import { EpisodeGuests } from '../../src/modules/episodes/episode-guests';
import { EpisodeThumbnails } from '../../src/modules/episodes/episode-thumbnails';
import { EpisodeVideos } from '../../src/modules/episodes/episode-videos';
import { AssetCommentCounts } from '../../src/modules/media/asset-comment-counts';
import { UploadedThumbnails } from '../../src/modules/media/uploaded-thumbnails';
import { AnalyticsPortsModule } from '../../src/modules/analytics/analytics-ports.module';
import { ArtworkPortsModule } from '../../src/modules/artwork/artwork-ports.module';
import { AutomationPortsModule } from '../../src/modules/automation/automation-ports.module';
import { CommentsPortsModule } from '../../src/modules/comments/comments-ports.module';
import { MediaPortsModule } from '../../src/modules/media/media-ports.module';
import { NewsletterPortsModule } from '../../src/modules/newsletter/newsletter-ports.module';
import { TextTracksPortsModule } from '../../src/modules/text-tracks/text-tracks-ports.module';
import { createTestApp, type TestApp } from '../harness/test-app';
import { REDIS_URL } from '../harness/test-env';

/** Each port a lower module injects, and the module above it that provides it (docs/architecture.md, "Module graph"). */
const PORTS: ReadonlyArray<[Abstract<unknown>, Type]> = [
  [EpisodeVideos, MediaPortsModule],
  [AssetCommentCounts, CommentsPortsModule],
  [EpisodeGuests, ArtworkPortsModule],
  [GuestPortraitFiles, ArtworkPortsModule],
  [EpisodeThumbnails, ArtworkPortsModule],
  [UploadedThumbnails, ArtworkPortsModule],
  [EpisodeTextTracks, TextTracksPortsModule],
  [EpisodePlays, AnalyticsPortsModule],
  [EpisodePublications, NewsletterPortsModule],
  [BookingStatusChanges, AutomationPortsModule],
];

/**
 * Issue 32 item 3: the links between domain modules are Nest providers, so a missing implementation
 * fails the boot, not the first request that needs it.
 */
describe('module wiring', () => {
  describe('the app as main.ts builds it', () => {
    let api: TestApp;
    beforeAll(async () => {
      api = await createTestApp();
    });
    afterAll(() => api.close());

    it.each(PORTS.map(([port, provider]) => [port.name, provider.name, port]))('provides %s (%s)', (_name, _provider, port) => {
      const implementation: unknown = api.app.get(port, { strict: false });
      expect(implementation).toEqual(expect.any(Object));
    });
  });

  describe('the module graph, resolved as a boot does', () => {
    // Preview mode resolves every provider's dependencies as a boot does, without constructing them
    // (no database, no Redis): exactly the check a missing provider fails.
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused', REDIS_URL, LOG_LEVEL: 'error' });
    const appWithout = (left: Type): DynamicModule => {
      const app = AppModule.register(config);
      @Module({})
      class AppWithoutAPortsModule {}
      return { ...app, module: AppWithoutAPortsModule, imports: app.imports?.filter((imported) => imported !== left) };
    };
    const boot = (module: DynamicModule) => NestFactory.createApplicationContext(module, { preview: true, abortOnError: false, logger: false });

    // The worker process's own module set (worker.ts) injects no port: it boots without the HTTP
    // modules. (api/test/transcoding/worker-entry.e2e-spec.ts runs it for real on a transcode.)
    it('resolves every dependency of the worker process (worker.ts) on its own', async () => {
      const worker = await boot(WorkerAppModule.register(config));
      await worker.close();
    });

    it.each(['off', 'inline'])('resolves every dependency of the whole app with WORKER=%s (the checks below can pass)', async (worker) => {
      const app = await boot(AppModule.register({ ...config, WORKER: worker as typeof config.WORKER }));
      expect(HTTP_MODULES).toEqual(expect.arrayContaining([...new Set(PORTS.map(([, provider]) => provider))]));
      await app.close();
    });

    it.each([...new Set(PORTS.map(([, provider]) => provider))].map((provider) => [provider.name, provider]))(
      'fails to boot without %s, naming the port it provides',
      async (_name, provider) => {
        const provided = PORTS.filter(([, by]) => by === provider).map(([port]) => port.name);
        await expect(boot(appWithout(provider))).rejects.toThrow(new RegExp(`argument (${provided.join('|')}) at index`));
      },
    );
  });
});
