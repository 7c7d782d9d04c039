import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/public.decorator';
import { keyFromPath, MediaAccessService } from './media-access.service';
import { SignedUrlDto } from './media.dto';
import { Requires } from '../../common/requires.decorator';

@ApiTags('media')
@Controller('media')
export class MediaController {
  constructor(private readonly access: MediaAccessService) {}

  @Requires('episodes.read')
  @Get('signed-url/*key')
  @ApiOperation({ summary: 'A temporary link to a stored file (key may contain slashes)' })
  @ApiQuery({ name: 'download', required: false, description: 'true: the link downloads the file under its original name' })
  @ApiOkResponse({ type: SignedUrlDto })
  async signedUrl(@Req() req: Request, @Query('download') download?: string): Promise<SignedUrlDto> {
    const url = await this.access.signedUrlFor(keyFromPath(req.path, '/api/media/signed-url/'), download === 'true' || download === '1');
    return { success: true, url };
  }

  @Public()
  @Get('file/*key')
  @ApiOperation({ summary: 'Serves a local file behind an expiring HMAC signature; supports Range' })
  @ApiForbiddenResponse({ description: 'Invalid or expired link' })
  file(@Req() req: Request, @Res() res: Response): void {
    this.access.serveSigned(keyFromPath(req.path, '/api/media/file/'), req, res);
  }
}
