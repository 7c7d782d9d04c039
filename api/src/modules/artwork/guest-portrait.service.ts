import { Injectable, NotFoundException } from '@nestjs/common';
import type { Request } from 'express';
import type { StoredImageSet } from '../../common/stored-image-set';
import type { BookingDto } from '../bookings/booking.dto';
import { GuestProfiles } from '../bookings/guest-profiles.service';
import { ImageStore } from './image-store.service';

const portraitFolder = (bookingId: number) => `guests/${bookingId}/portrait`;

/** A guest's portrait, stored as an image set (docs/artwork.md); replaced and removed like episode artwork. */
@Injectable()
export class GuestPortraitService {
  constructor(
    private readonly images: ImageStore,
    private readonly guests: GuestProfiles,
  ) {}

  async upload(req: Request, bookingId: number): Promise<BookingDto> {
    if (!(await this.guests.exists(bookingId))) throw new NotFoundException('Guest not found');
    const portrait = await this.images.storeUpload(req, portraitFolder(bookingId));
    try {
      return await this.replace(bookingId, portrait);
    } catch (error) {
      await this.images.remove(portrait.prefix);
      throw error;
    }
  }

  /** An image made on this machine (the demo seed's portraits) as the guest's portrait. */
  async useImage(bookingId: number, image: Buffer): Promise<BookingDto> {
    if (!(await this.guests.exists(bookingId))) throw new NotFoundException('Guest not found');
    const portrait = await this.images.storeBuffer(image, portraitFolder(bookingId));
    try {
      return await this.replace(bookingId, portrait);
    } catch (error) {
      await this.images.remove(portrait.prefix);
      throw error;
    }
  }

  remove(bookingId: number): Promise<BookingDto> {
    return this.replace(bookingId, null);
  }

  private async replace(bookingId: number, portrait: StoredImageSet | null): Promise<BookingDto> {
    const { booking, previous } = await this.guests.setPortrait(bookingId, portrait);
    if (previous) await this.images.remove(previous.prefix);
    return booking;
  }
}
