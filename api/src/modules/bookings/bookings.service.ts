import { Injectable, NotFoundException } from '@nestjs/common';
import {
  AuditAction,
  AuditTargetType,
  DEFAULT_BOOKING_STATUS,
  DEFAULT_OUTREACH_STATUS,
  OutreachStatus,
  TriggerField,
  type AuditFieldChange,
} from '@podcast/contracts';
import { AuditService } from '../audit/audit.service';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { BookingStatusChanges, type StatusChange } from './booking-status-changes';
import type { BookingCreateDto, BookingUpdateDto } from './booking.dto';
import { BookingEntity } from './booking.entity';
import { BookingRepository } from './booking.repository';
import { GuestPortraitFiles } from './guest-portrait-files';
import type { QueuedAutomationRunDto } from './queued-automation-run.dto';

type TextField = 'name' | 'email' | 'company' | 'position' | 'websiteUrl' | 'socialMediaUrl' | 'notes';
const TEXT_FIELDS: TextField[] = ['name', 'email', 'company', 'position', 'websiteUrl', 'socialMediaUrl', 'notes'];

export const newUnsubscribeToken = () => randomBytes(24).toString('base64url');

/**
 * Guests and their statuses. A status set to a value the guest did not have fires the automation
 * rules: the runs are written in the same transaction as the change, and queued after it commits.
 */
@Injectable()
export class BookingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingRepository,
    private readonly statusChanges: BookingStatusChanges,
    private readonly portraitFiles: GuestPortraitFiles,
    private readonly audit: AuditService,
  ) {}

  async create(dto: BookingCreateDto): Promise<BookingEntity> {
    const outreachStatus = dto.outreachStatus ?? DEFAULT_OUTREACH_STATUS;
    const bookingStatus = dto.bookingStatus ?? DEFAULT_BOOKING_STATUS;
    const { booking, afterCommit } = await this.dataSource.transaction(async (manager) => {
      const created = await this.bookings.insert(manager, {
        name: dto.name,
        email: dto.email ?? '',
        company: dto.company ?? '',
        position: dto.position ?? '',
        websiteUrl: dto.websiteUrl ?? '',
        socialMediaUrl: dto.socialMediaUrl ?? '',
        notes: dto.notes ?? '',
        recordingDate: dto.recordingDate ? new Date(dto.recordingDate) : null,
        outreachStatus,
        bookingStatus,
        contactedAt: outreachStatus !== OutreachStatus.NoContact ? new Date() : null,
        unsubscribeToken: newUnsubscribeToken(),
      });
      // A new guest has no status before: both of its statuses are set now.
      const changes: StatusChange[] = [
        { field: TriggerField.OutreachStatus, value: outreachStatus },
        { field: TriggerField.BookingStatus, value: bookingStatus },
      ];
      return { booking: created, afterCommit: await this.statusChanges.record(manager, created, changes) };
    });
    await afterCommit();
    return booking;
  }

  /** The guest as saved, and what its status change queued (issue 12: the screen names it). */
  async update(id: number, dto: BookingUpdateDto): Promise<{ booking: BookingEntity; queued: QueuedAutomationRunDto[] }> {
    const statusChanges: Record<string, AuditFieldChange> = {};
    const { booking, afterCommit } = await this.dataSource.transaction(async (manager) => {
      const existing = await this.bookings.findForUpdate(manager, id);
      if (!existing) throw new NotFoundException('Guest not found');
      for (const field of TEXT_FIELDS) {
        const value = dto[field];
        if (value !== undefined) existing[field] = value;
      }
      if (dto.recordingDate !== undefined) existing.recordingDate = dto.recordingDate ? new Date(dto.recordingDate) : null;

      const changes: StatusChange[] = [];
      if (dto.outreachStatus !== undefined && dto.outreachStatus !== existing.outreachStatus) {
        changes.push({ field: TriggerField.OutreachStatus, value: dto.outreachStatus });
        statusChanges.outreachStatus = { before: existing.outreachStatus, after: dto.outreachStatus };
        existing.outreachStatus = dto.outreachStatus;
        if (dto.outreachStatus !== OutreachStatus.NoContact && !existing.contactedAt) existing.contactedAt = new Date();
      }
      if (dto.bookingStatus !== undefined && dto.bookingStatus !== existing.bookingStatus) {
        changes.push({ field: TriggerField.BookingStatus, value: dto.bookingStatus });
        statusChanges.bookingStatus = { before: existing.bookingStatus, after: dto.bookingStatus };
        existing.bookingStatus = dto.bookingStatus;
      }
      const saved = await this.bookings.save(manager, existing);
      // An Undo (runAutomation: false) restores a status without firing its rules a second time.
      const fired = dto.runAutomation === false ? [] : changes;
      return { booking: saved, afterCommit: await this.statusChanges.record(manager, saved, fired) };
    });
    if (Object.keys(statusChanges).length > 0)
      await this.audit.record({
        action: AuditAction.BookingStatusChanged,
        target: { type: AuditTargetType.Booking, id, label: booking.name },
        changes: statusChanges,
      });
    return { booking, queued: await afterCommit() };
  }

  async remove(id: number): Promise<void> {
    const removed = await this.bookings.delete(id);
    if (!removed) throw new NotFoundException('Guest not found');
    await this.audit.record({
      action: AuditAction.BookingDeleted,
      target: { type: AuditTargetType.Booking, id, label: removed.name },
      changes: { outreachStatus: { before: removed.outreachStatus, after: null }, bookingStatus: { before: removed.bookingStatus, after: null } },
    });
    // After the row: a failed file removal leaves stray files, never a guest pointing at missing ones.
    if (removed.portrait) await this.portraitFiles.remove(removed.portrait.prefix);
  }

  /** Null when the token matches no guest. */
  async unsubscribe(token: string): Promise<BookingEntity | null> {
    const booking = await this.bookings.findByUnsubscribeToken(token);
    if (!booking) return null;
    await this.bookings.optOut(booking.id);
    return booking;
  }

  findByUnsubscribeToken(token: string): Promise<BookingEntity | null> {
    return this.bookings.findByUnsubscribeToken(token);
  }
}
