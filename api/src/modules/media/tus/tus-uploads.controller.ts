import { Controller, Delete, Head, Options, Patch, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentStaff, type StaffActor } from '../../../common/current-staff.decorator';
import { Requires } from '../../../common/requires.decorator';
import { TusUploadsService } from './tus-uploads.service';

/**
 * tus 1.0 at /api/admin/uploads/tus (DESIGN.md): creation (POST), chunks (PATCH), offset (HEAD),
 * termination (DELETE). A Nest route, so the session guard and @Requires apply to every request;
 * @tus/server answers it. Left out of the OpenAPI document: the protocol is tus's, not ours
 * (docs/media.md, "Resumable uploads").
 */
@ApiExcludeController()
@Requires('media.upload')
@Controller('admin/uploads/tus')
export class TusUploadsController {
  constructor(private readonly tus: TusUploadsService) {}

  // The methods tus 1.0 uses, each named: an @All route would also take CONNECT and the like, which
  // Node's HTTP server answers by closing the socket (the hostile-input test found it).
  @Post()
  create(@Req() req: Request, @Res() res: Response, @CurrentStaff() actor: StaffActor): Promise<void> {
    return this.tus.handle(req, res, actor);
  }

  @Options()
  capabilities(@Req() req: Request, @Res() res: Response, @CurrentStaff() actor: StaffActor): Promise<void> {
    return this.tus.handle(req, res, actor);
  }

  @Patch(':uploadId')
  append(@Req() req: Request, @Res() res: Response, @CurrentStaff() actor: StaffActor): Promise<void> {
    return this.tus.handle(req, res, actor);
  }

  @Head(':uploadId')
  offset(@Req() req: Request, @Res() res: Response, @CurrentStaff() actor: StaffActor): Promise<void> {
    return this.tus.handle(req, res, actor);
  }

  @Delete(':uploadId')
  terminate(@Req() req: Request, @Res() res: Response, @CurrentStaff() actor: StaffActor): Promise<void> {
    return this.tus.handle(req, res, actor);
  }

  @Options(':uploadId')
  uploadCapabilities(@Req() req: Request, @Res() res: Response, @CurrentStaff() actor: StaffActor): Promise<void> {
    return this.tus.handle(req, res, actor);
  }
}
