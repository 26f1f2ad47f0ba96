import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EVENTS, invalid, type Locale, type ParsedBodyOf, type SessionUser } from '@pawpals/contracts';
import { accountUnderAttackMail, passwordResetMail } from '@pawpals/mail';
import { createLogger, EventConsumers, UnitOfWork } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import { GatewayMail } from './mail/mail.module';
import { hashMailedToken, newMailedToken } from './mailed-tokens';
import { MailedTokensRepository } from './mailed-tokens.repository';
import { assertUncommonPassword } from './common-passwords';
import { hashPassword } from './passwords';
import { SessionStore } from './sessions';
import { SessionsRepository } from './sessions.repository';
import { toSessionUser } from './user.entity';
import { UsersRepository } from './users.repository';

const log = createLogger('password-reset');
export const RESET_VALID_MINUTES = 60;
/** Reset mails per account per hour: enough for a person who lost one, too few to flood their inbox. */
const MAX_RESET_MAILS_PER_HOUR = 3;
export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired. Please ask for a new one.';
export const PASSWORD_RESET_REQUESTED =
  'If an account uses that email address, we sent it a link to reset the password. The link works for 1 hour.';

/**
 * Forgot / reset password. The request is answered before anything about the address is looked up
 * (the lookup, the token and the mail happen after the answer), so neither the answer nor its timing
 * tells whether an account exists.
 */
@Injectable()
export class PasswordResetService implements OnModuleInit, OnModuleDestroy {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly mail: GatewayMail,
    private readonly consumers: EventConsumers,
    private readonly sessions: SessionStore,
    private readonly users: UsersRepository,
    private readonly sessionRows: SessionsRepository,
    private readonly mailedTokens: MailedTokensRepository,
  ) {}

  /** An account under attack (identity.account_under_attack, once per window): its owner gets a reset link. */
  onModuleInit() {
    this.consumers.on(
      EVENTS.accountUnderAttack,
      async ({ data }, manager, afterCommit) => {
        if (!(await this.users.exists(manager, data.userId))) return; // deleted meanwhile
        const locale = await this.users.localeOf(manager, data.userId);
        const link = await this.newResetLink(manager, data.userId, data.email, locale);
        await this.mail.queue(manager, data.userId, {
          to: data.email,
          ...accountUnderAttackMail({ firstName: data.firstName, link, validMinutes: RESET_VALID_MINUTES, failedAttempts: data.failedAttempts, windowMinutes: data.windowMinutes, locale }),
        });
        afterCommit(() => this.mail.sendQueued());
      },
      { purpose: 'attack-reset-mail' },
    );
  }

  private async newResetLink(manager: EntityManager, userId: string, email: string, locale: Locale): Promise<string> {
    const { token, hash } = newMailedToken();
    await this.mailedTokens.insertReset(manager, hash, userId, email, RESET_VALID_MINUTES);
    return this.mail.link('/reset-password', { token }, locale);
  }

  /** Starts the work and returns at once; failures are logged, never answered. */
  requestPasswordReset(body: ParsedBodyOf<'requestPasswordReset'>): void {
    const work = this.queueResetMail(body.email)
      .catch((err: Error) => log.error({ err: err.message }, 'password reset mail not queued'))
      .finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
  }

  async onModuleDestroy() {
    await Promise.all([...this.inFlight]);
  }

  private async queueResetMail(email: string): Promise<void> {
    const queued = await this.dataSource.transaction(async (manager) => {
      // The row lock serialises concurrent requests for one account, so the hourly limit holds.
      const user = await this.users.lockRecipientByEmail(manager, email);
      if (!user) return false;
      // Counted after the lock is held (a statement of its own sees what the previous holder committed).
      if ((await this.mailedTokens.resetsInLastHour(manager, user.id)) >= MAX_RESET_MAILS_PER_HOUR) {
        log.warn({ userId: user.id }, 'password reset mail limit reached; request ignored');
        return false;
      }
      const link = await this.newResetLink(manager, user.id, user.email, user.locale);
      await this.mail.queue(manager, user.id, { to: user.email, ...passwordResetMail({ firstName: user.firstName, link, validMinutes: RESET_VALID_MINUTES, locale: user.locale }) });
      return true;
    });
    if (queued) this.mail.sendQueued();
  }

  /**
   * Sets the new password with a valid token, spends every open reset link of the account, voids its
   * pending email-change links and ends all its sessions, live streams included (whoever knew the old
   * password is out). The link proves the mailbox, so the address it went to counts as verified too.
   * The caller signs the person in.
   */
  async resetPassword(body: ParsedBodyOf<'resetPassword'>): Promise<SessionUser> {
    const tokenHash = hashMailedToken(body.token);
    if (!(await this.mailedTokens.isResetOpen(tokenHash))) throw invalid(INVALID_RESET_LINK);
    assertUncommonPassword(body.password);
    // Hashing takes a while on purpose: do it before the transaction, not while holding its locks.
    const passwordHash = await hashPassword(body.password);
    const signedIn = await this.uow.run(async (manager, events) => {
      const reset = await this.mailedTokens.spendReset(manager, tokenHash);
      if (!reset) throw invalid(INVALID_RESET_LINK);
      await this.mailedTokens.voidResetLinks(manager, reset.userId);
      await this.mailedTokens.voidEmailChangeLinks(manager, reset.userId);
      const user = await this.users.resetPassword(manager, reset.userId, passwordHash, reset.email);
      if (user.newlyVerified) events.emit(EVENTS.emailVerified, { userId: user.id, email: user.email });
      await this.sessionRows.deleteOfUser(reset.userId, manager);
      return toSessionUser(user);
    });
    this.sessions.closeEndedStreams(signedIn.id);
    return signedIn;
  }
}
