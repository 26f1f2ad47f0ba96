import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EVENTS, invalid, type ParsedBodyOf, type SessionUser } from '@pawpals/contracts';
import { accountUnderAttackMail, passwordResetMail } from '@pawpals/mail';
import { createLogger, EventConsumers, returnedRows, UnitOfWork } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import { GatewayMail } from './mail/mail.module';
import { hashMailedToken, newMailedToken, voidEmailChangeLinks, voidResetLinks } from './mailed-tokens';
import { assertUncommonPassword } from './common-passwords';
import { hashPassword } from './passwords';
import { SessionStore } from './sessions';
import { toSessionUser, type UserEntity } from './user.entity';

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
  ) {}

  /** An account under attack (identity.account_under_attack, once per window): its owner gets a reset link. */
  onModuleInit() {
    this.consumers.on(
      EVENTS.accountUnderAttack,
      async ({ data }, manager, afterCommit) => {
        const [account] = await manager.query('SELECT 1 FROM users WHERE id = $1', [data.userId]);
        if (!account) return; // deleted meanwhile
        const link = await this.newResetLink(manager, data.userId, data.email);
        await this.mail.queue(manager, data.userId, {
          to: data.email,
          ...accountUnderAttackMail({ firstName: data.firstName, link, validMinutes: RESET_VALID_MINUTES, failedAttempts: data.failedAttempts, windowMinutes: data.windowMinutes }),
        });
        afterCommit(() => this.mail.sendQueued());
      },
      { purpose: 'attack-reset-mail' },
    );
  }

  private async newResetLink(manager: EntityManager, userId: string, email: string): Promise<string> {
    const { token, hash } = newMailedToken();
    await manager.query(
      `INSERT INTO password_resets (token_hash, user_id, email, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
      [hash, userId, email, RESET_VALID_MINUTES],
    );
    return this.mail.link('/reset-password', { token });
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
      const [user]: { id: string; firstName: string; email: string }[] = await manager.query(
        `SELECT id, first_name AS "firstName", email FROM users WHERE lower(email) = lower($1) FOR UPDATE`,
        [email],
      );
      if (!user) return false;
      // Counted after the lock is held (a statement of its own sees what the previous holder committed).
      const [{ recent }]: { recent: number }[] = await manager.query(
        `SELECT count(*)::int AS recent FROM password_resets WHERE user_id = $1 AND created_at > now() - interval '1 hour'`,
        [user.id],
      );
      if (recent >= MAX_RESET_MAILS_PER_HOUR) {
        log.warn({ userId: user.id }, 'password reset mail limit reached; request ignored');
        return false;
      }
      const link = await this.newResetLink(manager, user.id, user.email);
      await this.mail.queue(manager, user.id, { to: user.email, ...passwordResetMail({ firstName: user.firstName, link, validMinutes: RESET_VALID_MINUTES }) });
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
    const [open] = await this.dataSource.query('SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()', [tokenHash]);
    if (!open) throw invalid(INVALID_RESET_LINK);
    assertUncommonPassword(body.password);
    // Hashing takes a while on purpose: do it before the transaction, not while holding its locks.
    const passwordHash = await hashPassword(body.password);
    const signedIn = await this.uow.run(async (manager, events) => {
      const [reset] = returnedRows<{ userId: string; email: string }>(
        await manager.query(
          `UPDATE password_resets SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
           RETURNING user_id AS "userId", email`,
          [tokenHash],
        ),
      );
      if (!reset) throw invalid(INVALID_RESET_LINK);
      await voidResetLinks(manager, reset.userId);
      await voidEmailChangeLinks(manager, reset.userId);
      const [user] = returnedRows<UserEntity & { newlyVerified: boolean }>(
        await manager.query(
          `UPDATE users u SET password_hash = $2,
                  email_verified_at = CASE WHEN lower(u.email) = lower($3) THEN coalesce(u.email_verified_at, now()) ELSE u.email_verified_at END
             FROM users old
            WHERE u.id = $1 AND old.id = u.id
            RETURNING u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.username, u.email, u.account_type AS "accountType",
                      u.profile_image_url AS "profileImageUrl", u.email_verified_at AS "emailVerifiedAt",
                      (old.email_verified_at IS NULL AND u.email_verified_at IS NOT NULL) AS "newlyVerified"`,
          [reset.userId, passwordHash, reset.email],
        ),
      );
      if (user.newlyVerified) events.emit(EVENTS.emailVerified, { userId: user.id, email: user.email });
      await manager.query('DELETE FROM sessions WHERE user_id = $1', [reset.userId]);
      return toSessionUser(user);
    });
    this.sessions.closeEndedStreams(signedIn.id);
    return signedIn;
  }
}
