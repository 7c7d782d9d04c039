import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/public.decorator';
import { APP_CONFIG, type EnvironmentVariables } from '../../config/app-config';
import { RUNTIME_CONFIG_HEADERS } from '../../web/runtime-config-headers';
import { mapSiteConfig, SiteConfigDto } from './site-config.dto';

/** The public site's runtime settings, outside /api (listed in PUBLIC_ROUTES): read once at start, as the settings are. */
@ApiTags('distribution')
@Public()
@Controller()
export class SiteConfigController {
  private readonly siteConfig: SiteConfigDto;

  constructor(@Inject(APP_CONFIG) config: EnvironmentVariables) {
    this.siteConfig = mapSiteConfig(config);
  }

  @Get('/config/site.json')
  @Header('Cache-Control', RUNTIME_CONFIG_HEADERS.cacheControl)
  @Header('Access-Control-Allow-Origin', RUNTIME_CONFIG_HEADERS.allowOrigin)
  @ApiOperation({ summary: "The public site's footer links and where to follow the show (SOCIAL_*_URL, FOLLOW_*_URL, the feeds)" })
  @ApiOkResponse({ type: SiteConfigDto })
  siteConfigJson(): SiteConfigDto {
    return this.siteConfig;
  }
}
