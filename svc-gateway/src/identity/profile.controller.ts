import { Body, Controller, HttpCode, Patch, Post, Req } from '@nestjs/common';
import { parseRouteInput, unauthorized, type ResponseOf } from '@pawpals/contracts';
import type { FastifyRequest } from 'fastify';
import { ProfileService } from './profile.service';

/** The signed-in member's own account settings. */
@Controller('api/auth')
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @Patch('user')
  updateCurrentUser(@Body() body: unknown, @Req() req: FastifyRequest): Promise<ResponseOf<'updateCurrentUser'>> {
    if (!req.auth) throw unauthorized();
    return this.profile.updateCurrentUser({ userId: req.auth.user.id }, parseRouteInput('updateCurrentUser', { body }).body);
  }

  @Post('password')
  @HttpCode(200)
  changePassword(@Body() body: unknown, @Req() req: FastifyRequest): Promise<ResponseOf<'changePassword'>> {
    if (!req.auth) throw unauthorized();
    return this.profile.changePassword(req, { userId: req.auth.user.id }, req.auth.sessionIdHash, parseRouteInput('changePassword', { body }).body);
  }

  @Post('email')
  @HttpCode(202)
  changeEmail(@Body() body: unknown, @Req() req: FastifyRequest): Promise<ResponseOf<'changeEmail'>> {
    if (!req.auth) throw unauthorized();
    return this.profile.changeEmail(req, { userId: req.auth.user.id }, parseRouteInput('changeEmail', { body }).body);
  }
}
