import { ApiProperty } from '@nestjs/swagger';
import { IsNumber, Max, Min } from 'class-validator';

export const ARTWORK_MESSAGES = {
  timecode: 'Time code must be a number of seconds from 0',
  noFinalVideo: 'This episode has no final video yet',
  pastTheEnd: 'The time code is past the end of the video',
  noFrame: 'No frame could be read at that time code',
} as const;

/** POST /api/admin/episodes/{id}/artwork/frame: which moment of the final video becomes the artwork. */
export class ArtworkFrameDto {
  @ApiProperty({ minimum: 0, example: 754.5, description: 'Seconds from the start of the final video' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: ARTWORK_MESSAGES.timecode })
  @Min(0, { message: ARTWORK_MESSAGES.timecode })
  @Max(86_400, { message: ARTWORK_MESSAGES.timecode })
  timecodeSec: number;
}
