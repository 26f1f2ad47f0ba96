import { Module } from '@nestjs/common';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { pathOf } from '../edge/http/cookies';
import { AccountMailController } from './account-mail.controller';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { AdminBootstrap } from './admin-bootstrap';
import { CurrentPassword } from './current-password';
import { EmailVerificationService } from './email-verification.service';
import { IdentityController } from './identity.controller';
import { IdentityService } from './identity.service';
import { KnownBrowsers } from './known-browsers';
import { LoginThrottle } from './login-throttle';
import { MailedTokensRepository } from './mailed-tokens.repository';
import { MemberSuspensions } from './member-suspensions';
import { MemberSuspensionsRepository } from './member-suspensions.repository';
import { PasswordResetService } from './password-reset.service';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';
import { LiveModule } from '../edge/live/live.module';
import { UploadsModule } from '../media/uploads/uploads.module';
import { MailModule } from './mail/mail.module';
import { Identity1700000000200 } from './migrations/1700000000200-identity';
import { SignInAbuse1700000000260 } from './migrations/1700000000260-sign-in-abuse';
import { AccountMail1700000000280 } from './migrations/1700000000280-account-mail';
import { MemberSuspensions1700000000700 } from './migrations/1700000000700-member-suspensions';
import { MemberLocale1700000000880 } from './migrations/1700000000880-member-locale';
import { needsSession } from './sessionless';
import { SessionStore } from './sessions';
import { SessionsRepository } from './sessions.repository';
import { SignInAbuseRepository } from './sign-in-abuse.repository';
import { SignupLimit } from './signup-limit';
import { UsersRepository } from './users.repository';

/** Identity's tables (the gateway's one database holds every part's). */
export const IDENTITY_MIGRATIONS = [
  Identity1700000000200,
  SignInAbuse1700000000260,
  AccountMail1700000000280,
  MemberSuspensions1700000000700,
  MemberLocale1700000000880,
];

/** The gateway's identity: accounts, sessions, passwords and the mails that go with them. */
@Module({
  imports: [MailModule, UploadsModule, LiveModule],
  controllers: [IdentityController, AccountController, AccountMailController, ProfileController],
  providers: [
    IdentityService,
    AccountService,
    SessionStore,
    LoginThrottle,
    SignupLimit,
    KnownBrowsers,
    AdminBootstrap,
    EmailVerificationService,
    PasswordResetService,
    ProfileService,
    CurrentPassword,
    MemberSuspensions,
    UsersRepository,
    SessionsRepository,
    SignInAbuseRepository,
    MailedTokensRepository,
    MemberSuspensionsRepository,
  ],
  exports: [SessionStore],
})
export class IdentityModule {}

/**
 * Finds the signed-in user of a request (req.auth) before its handler runs, for the requests that may
 * need one (see sessionless.ts).
 */
export function sessionLookup(sessions: SessionStore): preHandlerAsyncHookHandler {
  return async (req, reply) => {
    const path = pathOf(req);
    if (!needsSession(req.method, path)) return;
    const auth = await sessions.resolve(req);
    req.auth = auth;
    // A signed-in answer is personal: no browser or shared cache may keep it.
    if (auth && path.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  };
}
