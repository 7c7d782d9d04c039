import { Body, Controller, Delete, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { EntityIdPipe } from '../../common/entity-id.pipe';
import { BookingDto } from '../bookings/booking.dto';
import { AdminEpisodeDto, EPISODE_MESSAGES } from '../episodes/episode.dto';
import { ArtworkFrameDto } from './artwork.dto';
import { EpisodeArtworkService } from './episode-artwork.service';
import { GuestPortraitService } from './guest-portrait.service';
import { IMAGE_FIELD } from './image-store.service';
import { Requires } from '../../common/requires.decorator';

const imageBody = { schema: { type: 'object', properties: { [IMAGE_FIELD]: { type: 'string', format: 'binary' } }, required: [IMAGE_FIELD] } };
const episodeId = new EntityIdPipe(EPISODE_MESSAGES.notFound);
const guestId = new EntityIdPipe('Guest not found');

/** Uploading, picking and removing images: an episode's artwork and a guest's portrait (docs/artwork.md). */
@ApiTags('artwork')
@ApiCookieAuth()
@Controller('admin')
export class ArtworkController {
  constructor(
    private readonly artwork: EpisodeArtworkService,
    private readonly portraits: GuestPortraitService,
  ) {}

  @Requires('episodes.write')
  @Post('episodes/:id/artwork')
  @HttpCode(200)
  @ApiOperation({ summary: 'Uploads the episode artwork (field image: JPEG, PNG or WebP, at least 200×200 px; square ≥1400 px also feeds podcast apps)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(imageBody)
  @ApiOkResponse({ type: AdminEpisodeDto })
  @ApiBadRequestResponse({ description: 'No image uploaded' })
  @ApiNotFoundResponse({ description: 'Episode not found' })
  @ApiPayloadTooLargeResponse({ description: 'The image is larger than the limit' })
  @ApiUnsupportedMediaTypeResponse({ description: 'The file is not a JPEG, PNG or WebP image' })
  @ApiUnprocessableEntityResponse({ description: 'The image cannot be decoded, is too small or is larger than 50 megapixels' })
  uploadArtwork(@Param('id', episodeId) id: number, @Req() req: Request): Promise<AdminEpisodeDto> {
    return this.artwork.upload(req, id);
  }

  @Requires('episodes.write')
  @Post('episodes/:id/artwork/frame')
  @HttpCode(200)
  @ApiOperation({ summary: 'Makes the episode artwork from a frame of its final video' })
  @ApiOkResponse({ type: AdminEpisodeDto })
  @ApiBadRequestResponse({ description: 'The time code is not a number of seconds, or is past the end of the video' })
  @ApiNotFoundResponse({ description: 'Episode not found' })
  @ApiConflictResponse({ description: 'This episode has no final video yet' })
  @ApiUnprocessableEntityResponse({ description: 'No frame could be read at that time code' })
  artworkFromFrame(@Param('id', episodeId) id: number, @Body() body: ArtworkFrameDto): Promise<AdminEpisodeDto> {
    return this.artwork.fromFrame(id, body.timecodeSec);
  }

  @Requires('episodes.write')
  @Delete('episodes/:id/artwork')
  @ApiOperation({ summary: 'Removes the episode artwork and its files' })
  @ApiOkResponse({ type: AdminEpisodeDto })
  @ApiNotFoundResponse({ description: 'Episode not found' })
  removeArtwork(@Param('id', episodeId) id: number): Promise<AdminEpisodeDto> {
    return this.artwork.remove(id);
  }

  @Requires('bookings.write')
  @Post('bookings/:id/portrait')
  @HttpCode(200)
  @ApiOperation({ summary: "Uploads a guest's portrait (field image: JPEG, PNG or WebP, at least 200×200 px)" })
  @ApiConsumes('multipart/form-data')
  @ApiBody(imageBody)
  @ApiOkResponse({ type: BookingDto })
  @ApiBadRequestResponse({ description: 'No image uploaded' })
  @ApiNotFoundResponse({ description: 'Guest not found' })
  @ApiPayloadTooLargeResponse({ description: 'The image is larger than the limit' })
  @ApiUnsupportedMediaTypeResponse({ description: 'The file is not a JPEG, PNG or WebP image' })
  @ApiUnprocessableEntityResponse({ description: 'The image cannot be decoded, is too small or is larger than 50 megapixels' })
  uploadPortrait(@Param('id', guestId) id: number, @Req() req: Request): Promise<BookingDto> {
    return this.portraits.upload(req, id);
  }

  @Requires('bookings.write')
  @Delete('bookings/:id/portrait')
  @ApiOperation({ summary: "Removes a guest's portrait and its files" })
  @ApiOkResponse({ type: BookingDto })
  @ApiNotFoundResponse({ description: 'Guest not found' })
  removePortrait(@Param('id', guestId) id: number): Promise<BookingDto> {
    return this.portraits.remove(id);
  }
}
