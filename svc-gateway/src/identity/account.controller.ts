import { Body, Controller, Delete, Get, HttpCode, Req, Res } from '@nestjs/common';
import { unauthorized } from '@pawpals/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccountService } from './account.service';
import { SessionStore } from './sessions';

/** GET /api/auth/user/export and DELETE /api/auth/user (contracts exportAccount, deleteAccount). */
@Controller('api/auth/user')
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly sessions: SessionStore,
  ) {}

  @Get('export')
  async exportAccount(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply) {
    if (!req.auth) throw unauthorized();
    const data = await this.account.exportAccount(req.auth.user);
    res.header('Content-Disposition', `attachment; filename="pawpals-data-${req.auth.user.username.replace(/[^\w.-]+/g, '_')}.json"`);
    res.header('Cache-Control', 'no-store');
    return data;
  }

  @Delete()
  @HttpCode(200)
  async deleteAccount(@Body() body: unknown, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply) {
    if (!req.auth) throw unauthorized();
    await this.account.deleteAccount(req, req.auth.user, body);
    await this.sessions.end(req, res);
    return { message: 'Your account has been deleted' };
  }
}
