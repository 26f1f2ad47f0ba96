import { Injectable } from '@nestjs/common';
import { conflict, DomainError, EVENTS, invalid, type Locale, type ParsedBodyOf, type ResponseOf } from '@pawpals/contracts';
import { confirmEmailChangeMail, emailChangedMail, emailInUseMail, verifyEmailMail } from '@pawpals/mail';
import { isUniqueViolation, UnitOfWork, type EventSink } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import { GatewayMail } from './mail/mail.module';
import { hashMailedToken, newMailedToken } from './mailed-tokens';
import { MailedTokensRepository, type VerificationRow } from './mailed-tokens.repository';
import { UsersRepository } from './users.repository';

export const VERIFICATION_VALID_HOURS = 48;
/** Verification mails per account per hour (the sign-up's and email changes included): plenty for a typo'd spam filter, too few to flood. */
const MAX_VERIFICATION_MAILS_PER_HOUR = 5;
export const INVALID_VERIFICATION_LINK = 'This verification link is invalid or has expired. Sign in and ask for a new one.';
export const EMAIL_TAKEN = 'An account with this email already exists';

/** Who a verification mail is for (and in which language). */
export interface VerificationRecipient {
  id: string;
  firstName: string;
  email: string;
  locale: Locale;
}

/**
 * Mailed links that prove a mailbox: 'verify' confirms the account's address, 'change' makes a new
 * address the account's. Both are single-address tokens valid 48 hours; opening a link
 * twice still says confirmed. Every newly confirmed address is announced (identity.email_verified), so
 * svc-notifications mails only confirmed addresses. Only the newest change link works, until a new
 * password or a confirmed change voids it too (voidEmailChangeLinks).
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly mail: GatewayMail,
    private readonly users: UsersRepository,
    private readonly mailedTokens: MailedTokensRepository,
  ) {}

  /** Creates a token and queues the mail inside the caller's transaction (sign-up, resend, email change). */
  async queueVerificationMail(manager: EntityManager, user: VerificationRecipient, newEmail?: string): Promise<void> {
    const { token, hash } = newMailedToken();
    const to = newEmail ?? user.email;
    await this.mailedTokens.insertVerification(manager, hash, user.id, to, newEmail ? 'change' : 'verify', VERIFICATION_VALID_HOURS);
    const link = this.mail.link('/verify-email', { token }, user.locale);
    const words = { firstName: user.firstName, link, validHours: VERIFICATION_VALID_HOURS, locale: user.locale };
    const content = newEmail ? confirmEmailChangeMail(words) : verifyEmailMail(words);
    await this.mail.queue(manager, user.id, { to, ...content });
  }

  /**
   * A change of email the member asked for, under the account's row lock: earlier change links stop
   * working and the new address gets the link. An address that already has an account gets no link:
   * its owner is told instead, and the request is recorded void (it still counts towards the hourly
   * limit). Both answer alike, so the route tells no one which addresses have an account.
   */
  async queueEmailChange(manager: EntityManager, user: VerificationRecipient, newEmail: string): Promise<void> {
    await this.mailedTokens.voidEmailChangeLinks(manager, user.id);
    const owner = await this.users.recipientByLowerEmail(manager, newEmail);
    if (!owner) return this.queueVerificationMail(manager, user, newEmail);
    await this.mailedTokens.insertVoidEmailChange(manager, newMailedToken().hash, user.id, newEmail);
    await this.mail.queue(manager, owner.id, { to: owner.email, ...emailInUseMail({ firstName: owner.firstName, locale: owner.locale }) });
  }

  /** Under the account's row lock: refuses once the hourly number of verification mails is reached. */
  async assertMayMail(manager: EntityManager, userId: string): Promise<void> {
    if ((await this.mailedTokens.verificationsInLastHour(manager, userId)) >= MAX_VERIFICATION_MAILS_PER_HOUR) {
      throw new DomainError('rate_limited', 'We have sent you several verification emails in the last hour. Please check your inbox and spam folder, or try again later.');
    }
  }

  async verifyEmail(body: ParsedBodyOf<'verifyEmail'>): Promise<ResponseOf<'verifyEmail'>> {
    try {
      const message = await this.uow.run(async (manager, events) => {
        const row = await this.mailedTokens.lockVerification(manager, hashMailedToken(body.token));
        if (!row) throw invalid(INVALID_VERIFICATION_LINK);
        const isCurrent = row.email.toLowerCase() === row.currentEmail.toLowerCase();
        if (row.purpose === 'change' && !isCurrent) {
          // A used change link whose address is no longer the account's was overtaken by a later change.
          if (row.used) throw invalid(INVALID_VERIFICATION_LINK);
          await this.changeEmail(manager, events, row, hashMailedToken(body.token));
        } else if (!isCurrent) {
          throw invalid(INVALID_VERIFICATION_LINK);
        }
        await this.mailedTokens.markVerificationUsed(manager, hashMailedToken(body.token));
        const verified = await this.users.markEmailVerified(manager, row.userId);
        if (verified || (row.purpose === 'change' && !row.used)) events.emit(EVENTS.emailVerified, { userId: row.userId, email: row.email });
        return row.purpose === 'change' ? `Thanks! Your account now uses ${row.email}.` : 'Thanks! Your email address is confirmed.';
      });
      this.mail.sendQueued();
      return { message };
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
      throw err;
    }
  }

  /**
   * The new address becomes the account's (confirmed by this very link); the old address is told. Other
   * change links, and reset links mailed to the old address, stop working.
   */
  private async changeEmail(manager: EntityManager, events: EventSink, row: VerificationRow, tokenHash: string) {
    await this.users.setEmail(manager, row.userId, row.email);
    await this.mailedTokens.voidEmailChangeLinks(manager, row.userId, tokenHash);
    await this.mailedTokens.voidResetLinks(manager, row.userId);
    events.emit(EVENTS.profileUpdated, {
      userId: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      profileImageUrl: row.profileImageUrl,
      locale: row.locale,
    });
    await this.mail.queue(manager, row.userId, { to: row.currentEmail, ...emailChangedMail({ firstName: row.firstName, newEmail: row.email, locale: row.locale }) });
  }

  async resendVerificationEmail(userId: string): Promise<ResponseOf<'resendVerificationEmail'>> {
    const email = await this.dataSource.transaction(async (manager) => {
      // The row lock serialises two resends of one account, so the hourly limit cannot be raced.
      const user = (await this.users.lockRecipient(manager, userId))!;
      if (user.verified) throw conflict('Your email address is already confirmed.');
      await this.assertMayMail(manager, userId);
      await this.queueVerificationMail(manager, user);
      return user.email;
    });
    this.mail.sendQueued();
    return { message: `We sent a new verification link to ${email}.` };
  }
}
