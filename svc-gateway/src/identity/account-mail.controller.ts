import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { parseRouteInput, unauthorized, type ResponseOf } from '@pawpals/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EmailVerificationService } from './email-verification.service';
import { MemberSuspensions } from './member-suspensions';
import { PASSWORD_RESET_REQUESTED, PasswordResetService } from './password-reset.service';
import { SessionStore } from './sessions';

/** The routes of mailed links: verify email (and resend), forgot / reset password. */
@Controller('api/auth')
export class AccountMailController {
  constructor(
    private readonly verification: EmailVerificationService,
    private readonly resets: PasswordResetService,
    private readonly sessions: SessionStore,
    private readonly suspensions: MemberSuspensions,
  ) {}

  @Post('verify-email')
  @HttpCode(200)
  verifyEmail(@Body() body: unknown): Promise<ResponseOf<'verifyEmail'>> {
    return this.verification.verifyEmail(parseRouteInput('verifyEmail', { body }).body);
  }

  @Post('verify-email/resend')
  @HttpCode(202)
  resendVerificationEmail(@Req() req: FastifyRequest): Promise<ResponseOf<'resendVerificationEmail'>> {
    if (!req.auth) throw unauthorized();
    return this.verification.resendVerificationEmail(req.auth.user.id);
  }

  @Post('password-reset')
  @HttpCode(202)
  requestPasswordReset(@Body() body: unknown): ResponseOf<'requestPasswordReset'> {
    this.resets.requestPasswordReset(parseRouteInput('requestPasswordReset', { body }).body);
    return { message: PASSWORD_RESET_REQUESTED };
  }

  @Post('password-reset/confirm')
  @HttpCode(200)
  async resetPassword(@Body() body: unknown, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<ResponseOf<'resetPassword'>> {
    const user = await this.resets.resetPassword(parseRouteInput('resetPassword', { body }).body);
    // A reset signs in, and a suspended member may not: their new password waits for reinstatement.
    await this.suspensions.assertNotSuspended(user.id);
    await this.sessions.start(req, res, user.id);
    return user;
  }
}
