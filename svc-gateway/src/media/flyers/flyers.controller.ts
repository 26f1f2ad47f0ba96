import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { isLocale, localizedPath, negotiateLocale, SUBJECTS, type Actor, type LostFoundPet, type RpcRequest } from '@pawpals/contracts';
import { publicBaseUrl } from '@pawpals/mail';
import { RpcClient } from '@pawpals/nest-common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ImagesService } from '../images.service';
import { objectIdFromUrl } from '../uploads/paths';
import { buildFlyer } from './flyer';

/**
 * GET /api/lost-found-pets/:id/flyer.pdf (contract downloadFlyer): the post as svc-pets shows it to the
 * caller (a pending post only to its poster and admins), its cover as an upright print JPEG cut from the
 * pipeline's master (never the bytes as uploaded; images never travel through NATS), rendered here.
 * In the page's language (docs/decisions/0151-server-speaks-spanish.md): `?lang=es|en` as the page's link
 * says, else the Accept-Language; a Spanish flyer's QR code and address go to the /es page.
 */
@Controller('api/lost-found-pets')
export class FlyersController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly images: ImagesService,
  ) {}

  @Get(':id/flyer.pdf')
  async downloadFlyer(@Param('id') id: string, @Query('lang') lang: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply) {
    const locale = isLocale(lang) ? lang : negotiateLocale(req.headers['accept-language']);
    const user = req.auth?.user;
    const actor: Actor | null = user ? { userId: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email } : null;
    const request: RpcRequest = { actor, params: { id }, query: {}, body: {} };
    const pet = await this.rpc.request<LostFoundPet>(SUBJECTS.pets.getLostFoundPet, request);
    const imageId = pet.photoUrl ? objectIdFromUrl(pet.photoUrl) : null;
    const photo = imageId ? await this.images.printImage(imageId) : null;
    // The configured base only: a forged Host must not end up printed and in the QR code.
    const pdf = await buildFlyer({ pet, postUrl: `${publicBaseUrl()}${localizedPath(`/lost-found/${pet.id}`, locale)}`, photo, locale });
    res
      .status(200)
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="${pet.type}-${(pet.petName ?? 'pet').replace(/[^\w-]+/g, '-').toLowerCase()}-flyer.pdf"`)
      .header('Cache-Control', 'private, no-cache')
      .header('Vary', 'Accept-Language')
      .send(pdf);
  }
}
