import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RemoteLocations } from './remote-locations';
import { RemoteReleaseEntity } from './remote-release.entity';
import { RemoteReleaseRepository } from './remote-release.repository';
import { RemotesConfigController } from './remotes-config.controller';

/**
 * Releases of the federation remotes (issue 14): the record of where each remote lives, which
 * `npm run release` writes (release-cli.ts) and the server reads per page (RemoteLocations), and the
 * hosts' federation configuration built from it (GET /config/remotes.json).
 */
@Module({
  imports: [TypeOrmModule.forFeature([RemoteReleaseEntity])],
  controllers: [RemotesConfigController],
  providers: [RemoteReleaseRepository, RemoteLocations],
  exports: [RemoteLocations],
})
export class ReleasesModule {}
