import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { SUBJECTS, type Actor, type LostFoundPet, type RpcRequest } from '@pawpals/contracts';
import { RpcClient } from '@pawpals/nest-common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UploadsService } from '../uploads/uploads.service';
import { buildFlyer } from './flyer';

/** PDF can embed these; a WebP or GIF photo is left to the post's page. */
const EMBEDDABLE = new Set(['image/jpeg', 'image/png']);

/**
 * GET /api/lost-found-pets/:id/flyer.pdf (contract downloadFlyer): the post as svc-pets shows it to the
 * caller (a pending post only to its poster and admins), its photo from the gateway's own storage
 * (images never travel through NATS), rendered here.
 */
@Controller('api/lost-found-pets')
export class FlyersController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly uploads: UploadsService,
  ) {}

  @Get(':id/flyer.pdf')
  async downloadFlyer(@Param('id') id: string, @Req() req: FastifyRequest, @Res() res: FastifyReply) {
    const user = req.auth?.user;
    const actor: Actor | null = user ? { userId: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email } : null;
    const request: RpcRequest = { actor, params: { id }, query: {}, body: {} };
    const pet = await this.rpc.request<LostFoundPet>(SUBJECTS.pets.getLostFoundPet, request);
    const image = await this.uploads.storedImage(pet.photoUrl);
    const publicUrl = (process.env.PUBLIC_URL || `${req.protocol}://${req.headers.host}`).replace(/\/+$/, '');
    const pdf = await buildFlyer({ pet, postUrl: `${publicUrl}/lost-found/${pet.id}`, photo: image && EMBEDDABLE.has(image.contentType) ? image.bytes : null });
    res
      .status(200)
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="${pet.type}-${(pet.petName ?? 'pet').replace(/[^\w-]+/g, '-').toLowerCase()}-flyer.pdf"`)
      .header('Cache-Control', 'private, no-cache')
      .send(pdf);
  }
}
