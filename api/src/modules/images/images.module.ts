import { Module } from '@nestjs/common';
import { MediaStorageModule } from '../media/media-storage.module';
import { ImageSets } from './image-sets.service';

/**
 * Image sets (docs/artwork.md): the renderer and the storage of renditions, with no HTTP of its own.
 * It sits just above media's storage, so both the artwork module (uploads, frames, portraits) and
 * the transcode worker (poster frames) use the one pipeline without importing each other.
 */
@Module({
  imports: [MediaStorageModule],
  providers: [ImageSets],
  exports: [ImageSets],
})
export class ImagesModule {}
