import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RemoteLocations } from './remote-locations';
import { RemoteReleaseEntity } from './remote-release.entity';
import { RemoteReleaseRepository } from './remote-release.repository';

/**
 * Releases of the federation remotes (issue 14): the record of where each remote lives, which
 * `npm run release` writes (release-cli.ts) and the server reads per page (RemoteLocations).
 */
@Module({
  imports: [TypeOrmModule.forFeature([RemoteReleaseEntity])],
  providers: [RemoteReleaseRepository, RemoteLocations],
  exports: [RemoteLocations],
})
export class ReleasesModule {}
