import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/public.decorator';
import { RUNTIME_CONFIG_HEADERS } from '../../web/runtime-config-headers';
import { RemoteLocations } from './remote-locations';
import { mapRemotesConfig, RemotesConfigDto } from './remotes-config.dto';

/**
 * The hosts' federation configuration, outside /api (listed in PUBLIC_ROUTES): read from the release
 * record on each request, so a release or rollback is seen on the next page load by every API process.
 */
@ApiTags('releases')
@Public()
@Controller()
export class RemotesConfigController {
  constructor(private readonly remotes: RemoteLocations) {}

  @Get('/config/remotes.json')
  @Header('Cache-Control', RUNTIME_CONFIG_HEADERS.cacheControl)
  @Header('Access-Control-Allow-Origin', RUNTIME_CONFIG_HEADERS.allowOrigin)
  @ApiOperation({ summary: "Where each remote's mf-manifest.json is: the hosts register these before they render" })
  @ApiOkResponse({ type: RemotesConfigDto, description: 'Federation name → manifest URL' })
  async remotesConfig(): Promise<RemotesConfigDto> {
    return mapRemotesConfig(await this.remotes.read());
  }
}
