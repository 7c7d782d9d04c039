import { Controller, Get, Req, Res } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiFoundResponse,
  ApiNotFoundResponse,
  ApiNotModifiedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPartialContentResponse,
  ApiQuery,
  ApiRequestedRangeNotSatisfiableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/public.decorator';
import { keyFromPath, MediaAccessService } from './media-access.service';
import { STABLE_MEDIA_ROUTE } from './media-signer';

const file = { '*/*': { schema: { type: 'string' as const, format: 'binary' } } };
const errorBody = {
  'application/json': {
    schema: {
      type: 'object' as const,
      required: ['statusCode', 'message'],
      properties: { statusCode: { type: 'integer' as const }, message: { type: 'string' as const } },
    },
  },
};

/**
 * GET /media/{key}?sig=…: stable links outside /api (episode thumbnails from poster frames, files of
 * the create-episode form). The signature, bound to the key and never expiring, is the credential.
 */
@ApiTags('media')
@Controller()
export class StableMediaController {
  constructor(private readonly access: MediaAccessService) {}

  @Public()
  @Get(`${STABLE_MEDIA_ROUTE}*key`)
  @ApiOperation({ summary: 'A stored file behind a stable signature (posters, form uploads); supports Range, on S3 a redirect' })
  @ApiParam({ name: 'key', description: 'Storage key; may contain slashes', schema: { type: 'string' } })
  @ApiQuery({ name: 'sig', required: true, type: String, description: 'HMAC of the key, from the API that made the link' })
  @ApiOkResponse({ description: 'The file (local storage)', content: file })
  @ApiPartialContentResponse({ description: 'The requested range (local storage)', content: file })
  @ApiFoundResponse({ description: 'S3 storage: redirect to a presigned URL valid for an hour' })
  @ApiNotModifiedResponse({ description: 'Not modified: the If-None-Match or If-Modified-Since of the request still holds (no body)' })
  @ApiForbiddenResponse({ description: 'Invalid link: no valid key or signature', content: errorBody })
  @ApiNotFoundResponse({ description: 'File not found', content: errorBody })
  @ApiRequestedRangeNotSatisfiableResponse({ description: 'Range not satisfiable', content: errorBody })
  async file(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.access.serveStable(keyFromPath(req.path, STABLE_MEDIA_ROUTE), req, res);
  }
}
