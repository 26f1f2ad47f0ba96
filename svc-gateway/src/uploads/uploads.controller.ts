import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { parseRouteInput, unauthorized, type Actor, type ObjectPathResult, type UploadUrlResult } from '@pawpals/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UploadsService } from './uploads.service';

function actorOf(req: FastifyRequest): Actor {
  if (!req.auth) throw unauthorized();
  return { userId: req.auth.user.id };
}

/** Storage routes the gateway answers itself (ARCHITECTURE §5); bodies parsed by their route contracts. */
@Controller()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post('api/objects/upload')
  @HttpCode(200)
  issue(@Req() req: FastifyRequest): Promise<UploadUrlResult> {
    return this.uploads.issue(actorOf(req));
  }

  @Put('api/objects/uploads/:id')
  receive(
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<ObjectPathResult> {
    return this.uploads.receive(id, query, req, res);
  }

  @Put('api/pet-photo')
  petPhoto(@Req() req: FastifyRequest, @Body() body: unknown): Promise<ObjectPathResult> {
    const actor = actorOf(req);
    return this.uploads.confirm(actor, parseRouteInput('confirmPetPhoto', { body }).body.photoUrl, 'photoUrl');
  }

  @Put('api/business-logo')
  businessLogo(@Req() req: FastifyRequest, @Body() body: unknown): Promise<ObjectPathResult> {
    const actor = actorOf(req);
    return this.uploads.setBusinessLogo(actor, parseRouteInput('setBusinessLogo', { body }).body.logoUrl);
  }

  @Get('objects/:id')
  serve(@Param('id') id: string, @Res() res: FastifyReply): Promise<void> {
    return this.uploads.serve(id, res);
  }
}
