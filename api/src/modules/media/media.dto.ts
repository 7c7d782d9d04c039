import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { ImageSetDto } from '../../common/image-set.dto';
import { TranscodingStatus, VideoAssetType } from '@podcast/contracts';

export class RenditionKeysDto {
  @ApiProperty({ type: String, nullable: true, description: 'Storage key of the 720p rendition, null until transcoded' })
  '720p': string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Storage key of the 480p rendition, null until transcoded' })
  '480p': string | null;
}

export class VideoAssetDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Storage key of the original file' }) key: string;
  @ApiProperty({ description: 'Same as key (the name the admin screens read)' }) s3Key: string;
  @ApiProperty() originalName: string;
  @ApiProperty() contentType: string;
  @ApiProperty({ enum: VideoAssetType, enumName: 'VideoAssetType' }) type: VideoAssetType;
  @ApiProperty({ type: Number, nullable: true, description: 'Edited assets: "Version N"' }) version: number | null;
  @ApiProperty({ type: RenditionKeysDto }) variants: RenditionKeysDto;
  @ApiProperty({ type: RenditionKeysDto, description: 'Signed URLs of the renditions (null until transcoded)' }) variantUrls: RenditionKeysDto;
  @ApiProperty({ enum: TranscodingStatus, enumName: 'TranscodingStatus', nullable: true }) transcodingStatus: TranscodingStatus | null;
  @ApiProperty({ description: 'Percent, 0–100' }) transcodingProgress: number;
  @ApiProperty({ type: String, nullable: true }) transcodingError: string | null;
  @ApiProperty({ type: String, nullable: true }) transcodingJobId: string | null;
  @ApiProperty({ description: 'Bytes' }) size: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Seconds, from ffprobe' }) durationSec: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "Frames per second (ffprobe's r_frame_rate); null until transcoded, and for videos transcoded before it was recorded",
  })
  frameRate: number | null;
  @ApiProperty({ description: 'Signed URL of the original (expires)' }) url: string;
  @ApiProperty({ description: 'Signed URL of the original (expires)' }) publicUrl: string;
  @ApiProperty({ type: String, nullable: true, description: 'Stable URL of the poster frame' }) posterUrl: string | null;
  @ApiProperty() createdAt: string;
  @ApiProperty({ description: 'Comments made on this asset' }) commentCount: number;
}

export class UploadedFileDto {
  @ApiProperty({ description: 'Signed URL (expires)' }) url: string;
  @ApiProperty() originalName: string;
  @ApiProperty({ description: 'Content type detected from the bytes' }) type: string;
  @ApiProperty() size: number;
  @ApiProperty() key: string;
  @ApiProperty({ description: 'The video asset row' }) id: number;
  @ApiProperty({ type: Number, nullable: true }) episodeId: number | null;
}

export class UploadFileResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: UploadedFileDto }) file: UploadedFileDto;
}

export class UploadedVideoDto {
  @ApiProperty({ description: 'Signed URL (expires)' }) url: string;
  @ApiProperty({ description: 'Signed URL (expires)' }) publicUrl: string;
  @ApiProperty() originalName: string;
  @ApiProperty() contentType: string;
  @ApiProperty() size: number;
  @ApiProperty() s3Key: string;
  @ApiProperty() id: number;
  @ApiProperty() version: number;
  @ApiProperty() transcodingJobId: string;
}

export class UploadVideoResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: UploadedVideoDto }) video: UploadedVideoDto;
}

export class EpisodeFileDto {
  @ApiProperty({ description: 'Stable URL to store on the episode' }) url: string;
  @ApiProperty() key: string;
  @ApiProperty() originalName: string;
  @ApiProperty() type: string;
  @ApiProperty() size: number;
}

/** What the artwork pipeline made of the create-episode form's thumbnail (docs/artwork.md). */
export class UploadedArtworkDto extends OmitType(ImageSetDto, ['alt'] as const) {
  @ApiProperty({
    description: 'What was made, in a sentence: the feed artwork and its size, or why there is none',
    example: 'Feed artwork 1400 × 1400 px for podcast apps.',
  })
  message: string;
}

/** The thumbnail of the create-episode form: `url` is its artwork's JPEG (about 640 px), what thumbnailUrl takes. */
export class EpisodeThumbnailFileDto extends EpisodeFileDto {
  @ApiProperty({ type: UploadedArtworkDto, description: 'The renditions made; an episode given `url` as thumbnailUrl takes them as its artwork' })
  artwork: UploadedArtworkDto;
}

export class EpisodeFilesDto {
  @ApiPropertyOptional({ type: EpisodeFileDto }) audio?: EpisodeFileDto;
  @ApiPropertyOptional({ type: EpisodeFileDto }) video?: EpisodeFileDto;
  @ApiPropertyOptional({ type: EpisodeThumbnailFileDto }) thumbnail?: EpisodeThumbnailFileDto;
}

export class UploadEpisodeResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: EpisodeFilesDto }) files: EpisodeFilesDto;
}

export class SignedUrlDto {
  @ApiProperty() success: boolean;
  @ApiProperty() url: string;
}

export class ApprovedVariantsDto {
  @ApiProperty({ type: String, nullable: true }) original: string | null;
  @ApiProperty({ type: String, nullable: true }) '720p': string | null;
  @ApiProperty({ type: String, nullable: true }) '480p': string | null;
}

export class ApprovedVideoDto {
  @ApiProperty() approved: boolean;
  @ApiProperty({ type: ApprovedVariantsDto }) variants: ApprovedVariantsDto;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The HLS master playlist (master.m3u8) of the adaptive ladder; null for a video transcoded before the ladder existed',
  })
  hls: string | null;
}

export class DeleteAssetResponseDto {
  @ApiProperty() success: boolean;
}

export class TranscodeResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty() transcodingJobId: string;
}
