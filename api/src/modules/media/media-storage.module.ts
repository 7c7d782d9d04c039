import { Module } from '@nestjs/common';
import { MediaUrls } from './media-urls.service';
import { mediaSignerProvider, storageDriverProvider } from './storage/storage.provider';
import { STORAGE_DRIVER } from './storage/storage.driver';
import { VideoAssetRepository } from './video-asset.repository';
import { MediaSigner } from './media-signer';

/** Storage, signing and the asset queries: shared by the HTTP media module and the transcoding worker. */
@Module({
  providers: [mediaSignerProvider, storageDriverProvider, VideoAssetRepository, MediaUrls],
  exports: [STORAGE_DRIVER, MediaSigner, VideoAssetRepository, MediaUrls],
})
export class MediaStorageModule {}
