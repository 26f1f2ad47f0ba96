import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { parseRouteInput, unauthorized, type Actor, type ObjectPathResult, type UploadUrlResult } from '@pawpals/contracts';
import type { Request, Response } from 'express';
import { UploadsService } from './uploads.service';

function actorOf(req: Request): Actor {
  if (!req.auth) throw unauthorized();
  return { userId: req.auth.user.id };
}

/** Storage routes the gateway answers itself (ARCHITECTURE §5); bodies parsed by their route contracts. */
@Controller()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post('api/objects/upload')
  @HttpCode(200)
  issue(@Req() req: Request): Promise<UploadUrlResult> {
    return this.uploads.issue(actorOf(req));
  }

  @Put('api/objects/uploads/:id')
  receive(
    @Param('id') id: string,
    @Query() query: Request['query'],
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ObjectPathResult> {
    return this.uploads.receive(id, query, req, res);
  }

  @Put('api/pet-photo')
  petPhoto(@Req() req: Request, @Body() body: unknown): Promise<ObjectPathResult> {
    const actor = actorOf(req);
    return this.uploads.confirm(actor, parseRouteInput('confirmPetPhoto', { body }).body.photoUrl, 'photoUrl');
  }

  @Put('api/business-logo')
  businessLogo(@Req() req: Request, @Body() body: unknown): Promise<ObjectPathResult> {
    const actor = actorOf(req);
    return this.uploads.setBusinessLogo(actor, parseRouteInput('setBusinessLogo', { body }).body.logoUrl);
  }

  @Get('objects/:id')
  serve(@Param('id') id: string, @Res() res: Response): Promise<void> {
    return this.uploads.serve(id, res);
  }
}
