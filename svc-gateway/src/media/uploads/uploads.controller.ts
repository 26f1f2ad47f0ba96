import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { notFound, parseRouteInput, unauthorized, type Actor, type ObjectPathResult, type UploadUrlResult } from '@pawpals/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ImagesService } from '../images.service';
import { isObjectId } from './paths';
import { UploadsService } from './uploads.service';

function actorOf(req: FastifyRequest): Actor {
  if (!req.auth) throw unauthorized();
  return { userId: req.auth.user.id };
}

function imageIdOr404(id: string): string {
  if (!isObjectId(id)) throw notFound('Image not found');
  return id;
}

/** Storage routes the gateway answers itself (docs/architecture.md#data-ownership); bodies parsed by their route contracts. */
@Controller()
export class UploadsController {
  constructor(
    private readonly uploads: UploadsService,
    private readonly images: ImagesService,
  ) {}

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
  serve(@Param('id') id: string, @Query() query: Record<string, unknown>, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    return this.images.serve(imageIdOr404(id), query, req.headers.accept, res);
  }

  @Get('objects/:id/og.jpg')
  shareImage(@Param('id') id: string, @Res() res: FastifyReply): Promise<void> {
    return this.images.serveShareImage(imageIdOr404(id), res);
  }
}
