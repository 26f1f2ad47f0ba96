import { Injectable } from '@nestjs/common';
import { EVENTS, invalid, type Actor, type ParsedBodyOf, type ResponseOf, type SessionUser } from '@pawpals/contracts';
import { UnitOfWork } from '@pawpals/nest-common';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { GatewayMail } from './mail/mail.module';
import { UploadsService } from '../media/uploads/uploads.service';
import { EmailVerificationService } from './email-verification.service';
import { assertUncommonPassword } from './common-passwords';
import { CurrentPassword } from './current-password';
import { MailedTokensRepository } from './mailed-tokens.repository';
import { hashPassword } from './passwords';
import { SessionStore } from './sessions';
import { SessionsRepository } from './sessions.repository';
import { toSessionUser } from './user.entity';
import { UsersRepository } from './users.repository';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';

/** /settings (docs/decisions/0081-settings.md): name and photo, password, email. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly uploads: UploadsService,
    private readonly verification: EmailVerificationService,
    private readonly mail: GatewayMail,
    private readonly currentPassword: CurrentPassword,
    private readonly sessions: SessionStore,
    private readonly users: UsersRepository,
    private readonly sessionRows: SessionsRepository,
    private readonly mailedTokens: MailedTokensRepository,
  ) {}

  /** Only the fields given change; every service's copy of the name follows through identity.profile_updated. */
  async updateCurrentUser(actor: Actor, body: ParsedBodyOf<'updateCurrentUser'>): Promise<SessionUser> {
    const photo =
      body.profileImageUrl === undefined ? undefined : body.profileImageUrl === null ? null : (await this.uploads.confirm(actor, body.profileImageUrl, 'profileImageUrl')).objectPath;
    return this.uow.run(async (manager, events) => {
      const user = await this.users.updateProfile(manager, actor.userId, { firstName: body.firstName, lastName: body.lastName, photo, locale: body.locale });
      events.emit(EVENTS.profileUpdated, {
        userId: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        profileImageUrl: user.profileImageUrl,
        locale: user.locale,
      });
      return toSessionUser(user);
    });
  }

  /**
   * Needs the current password; every other session of the account ends (this one stays, and the other
   * sessions' live streams close), and open reset and email-change links stop working.
   */
  async changePassword(req: FastifyRequest, actor: Actor, sessionIdHash: string, body: ParsedBodyOf<'changePassword'>): Promise<ResponseOf<'changePassword'>> {
    await this.assertPassword(req, actor.userId, body.currentPassword, 'currentPassword');
    assertUncommonPassword(body.newPassword, 'newPassword');
    const passwordHash = await hashPassword(body.newPassword);
    const ended = await this.dataSource.transaction(async (manager) => {
      await this.users.setPassword(manager, actor.userId, passwordHash);
      const ended = await this.sessionRows.deleteOthersOfUser(manager, actor.userId, sessionIdHash);
      await this.mailedTokens.voidResetLinks(manager, actor.userId);
      await this.mailedTokens.voidEmailChangeLinks(manager, actor.userId);
      return ended;
    });
    this.sessions.closeEndedStreams(actor.userId);
    return { message: ended ? `Password changed. ${ended === 1 ? 'Your other session was' : `Your ${ended} other sessions were`} signed out.` : 'Password changed.' };
  }

  /** Mails a link to the new address; the account keeps its old address until the link is opened. */
  async changeEmail(req: FastifyRequest, actor: Actor, body: ParsedBodyOf<'changeEmail'>): Promise<ResponseOf<'changeEmail'>> {
    await this.assertPassword(req, actor.userId, body.password, 'password');
    await this.dataSource.transaction(async (manager) => {
      const user = (await this.users.lockRecipient(manager, actor.userId))!;
      if (user.email.toLowerCase() === body.newEmail) throw invalid('This is already your email address', [{ field: 'newEmail', message: 'This is already your email address' }]);
      await this.verification.assertMayMail(manager, user.id);
      await this.verification.queueEmailChange(manager, user, body.newEmail);
    });
    this.mail.sendQueued();
    return { message: `We sent a link to ${body.newEmail}. Your email changes when you open it.` };
  }

  private async assertPassword(req: FastifyRequest, userId: string, password: string, field: string) {
    if (!(await this.currentPassword.matches(req, userId, password))) throw invalid(WRONG_CURRENT_PASSWORD, [{ field, message: WRONG_CURRENT_PASSWORD }]);
  }
}
