import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { negotiateLocale, unauthorized, type SessionUser } from '@pawpals/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isCrossSiteRequest } from '../edge/http/middleware';
import { IdentityService } from './identity.service';
import { KnownBrowsers } from './known-browsers';
import { SessionStore } from './sessions';
import { toSessionUser } from './user.entity';

@Controller('api')
export class IdentityController {
  constructor(
    private readonly identity: IdentityService,
    private readonly sessions: SessionStore,
    private readonly knownBrowsers: KnownBrowsers,
  ) {}

  @Get('auth/user')
  currentUser(@Req() req: FastifyRequest): SessionUser {
    if (!req.auth) throw unauthorized();
    return toSessionUser(req.auth.user);
  }

  @Post('signup')
  async signup(@Body() body: unknown, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply) {
    const user = await this.identity.signup(body, req.ip ?? 'unknown', negotiateLocale(req.headers['accept-language']));
    await this.sessions.start(req, res, user.id);
    await this.knownBrowsers.remember(req, res, user.id);
    return user;
  }

  @Post('login/local')
  @HttpCode(200)
  async login(@Body() body: unknown, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply) {
    const user = await this.identity.login(body, req);
    await this.sessions.start(req, res, user.id);
    await this.knownBrowsers.remember(req, res, user.id);
    return user;
  }

  @Post('admin/login')
  @HttpCode(200)
  async adminLogin(@Body() body: unknown, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply) {
    const admin = await this.identity.adminLogin(body, req);
    await this.sessions.start(req, res, admin.id);
    await this.knownBrowsers.remember(req, res, admin.id);
    return admin;
  }

  @Post('admin/logout')
  @HttpCode(200)
  async adminLogout(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply) {
    await this.sessions.end(req, res);
    return { message: 'Logged out' };
  }

  @Post('auth/logout-all')
  @HttpCode(200)
  async logoutEverywhere(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply) {
    if (!req.auth) throw unauthorized();
    const ended = await this.sessions.endAll(req, res, req.auth.user.id);
    return { message: 'Signed out everywhere', sessionsEnded: ended };
  }

  /** A plain link (docs/decisions/0011-sessions.md). Another site linking here (or loading it as an image) must not sign anyone out. */
  @Get('logout')
  async logout(@Req() req: FastifyRequest, @Res() res: FastifyReply) {
    if (!isCrossSiteRequest(req)) await this.sessions.end(req, res);
    res.redirect('/', 302);
  }
}
