import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { AccountMailController } from './account-mail.controller';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { AdminBootstrap } from './admin-bootstrap';
import { EmailVerificationService } from './email-verification.service';
import { IdentityController } from './identity.controller';
import { IdentityService } from './identity.service';
import { LoginThrottle } from './login-throttle';
import { PasswordResetService } from './password-reset.service';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';
import { UploadsModule } from '../uploads/uploads.module';
import { SessionStore } from './sessions';

@Module({
  imports: [UploadsModule],
  controllers: [IdentityController, AccountController, AccountMailController, ProfileController],
  providers: [IdentityService, AccountService, SessionStore, LoginThrottle, AdminBootstrap, EmailVerificationService, PasswordResetService, ProfileService],
  exports: [SessionStore],
})
export class IdentityModule implements NestModule {
  constructor(private readonly sessions: SessionStore) {}

  configure(consumer: MiddlewareConsumer) {
    consumer
      .apply((req: Request, _res: Response, next: NextFunction) =>
        this.sessions.resolve(req).then((auth) => {
          req.auth = auth;
          next();
        }, next),
      )
      .forRoutes('*');
  }
}
