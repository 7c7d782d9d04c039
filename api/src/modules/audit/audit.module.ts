import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEntryEntity } from './audit-entry.entity';
import { AuditListService } from './audit-list.service';
import { AuditController } from './audit.controller';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';

/** The audit trail: AuditService.record for every module (global: many record, none owns it), and the owners' read route. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntryEntity])],
  controllers: [AuditController],
  providers: [AuditRepository, AuditService, AuditListService],
  exports: [AuditService],
})
export class AuditModule {}
