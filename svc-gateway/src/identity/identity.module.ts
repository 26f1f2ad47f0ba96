import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { AccountMailController } from './account-mail.controller';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { AdminBootstrap } from './admin-bootstrap';
import { EmailVerificationService } from './email-verification.service';
import { IdentityController } from './identity.controller';
import { IdentityService } from './identity.service';
import { KnownBrowsers } from './known-browsers';
import { LoginThrottle } from './login-throttle';
import { PasswordResetService } from './password-reset.service';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';
import { UploadsModule } from '../uploads/uploads.module';
import { needsSession } from './sessionless';
import { SessionStore } from './sessions';
import { SignupLimit } from './signup-limit';

@Module({
  imports: [UploadsModule],
  controllers: [IdentityController, AccountController, AccountMailController, ProfileController],
  providers: [IdentityService, AccountService, SessionStore, LoginThrottle, SignupLimit, KnownBrowsers, AdminBootstrap, EmailVerificationService, PasswordResetService, ProfileService],
  exports: [SessionStore],
})
export class IdentityModule implements NestModule {
  constructor(private readonly sessions: SessionStore) {}

  configure(consumer: MiddlewareConsumer) {
    consumer
      .apply((req: Request, res: Response, next: NextFunction) => {
        if (!needsSession(req.method, req.originalUrl.split('?', 1)[0])) return next();
        return this.sessions.resolve(req).then((auth) => {
          req.auth = auth;
          // A signed-in answer is personal: no browser or shared cache may keep it.
          if (auth && req.originalUrl.startsWith('/api/')) res.setHeader('Cache-Control', 'no-store');
          next();
        }, next);
      })
      .forRoutes('*');
  }
}
