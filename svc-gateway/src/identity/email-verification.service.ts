import { Injectable } from '@nestjs/common';
import { conflict, DomainError, invalid, type ParsedBodyOf, type ResponseOf } from '@pawpals/contracts';
import { verifyEmailMail } from '@pawpals/mail';
import { returnedRows } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import { GatewayMail } from '../mail/mail.module';
import { hashMailedToken, newMailedToken } from './mailed-tokens';

export const VERIFICATION_VALID_HOURS = 48;
/** Verification mails per account per hour (the sign-up's included): plenty for a typo'd spam filter, too few to flood. */
const MAX_VERIFICATION_MAILS_PER_HOUR = 5;
export const INVALID_VERIFICATION_LINK = 'This verification link is invalid or has expired. Sign in and ask for a new one.';

/** Who a verification mail is for. */
export interface VerificationRecipient {
  id: string;
  firstName: string;
  email: string;
}

/**
 * Email verification: a mailed single-address token (48 hours) proves the person reads that mailbox.
 * Verifying is idempotent (a second click on the same link still says "confirmed"), but only while the
 * account still has the address the link was sent to.
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: GatewayMail,
  ) {}

  /** Creates a token and queues the mail inside the caller's transaction (sign-up, resend). */
  async queueVerificationMail(manager: EntityManager, user: VerificationRecipient): Promise<void> {
    const { token, hash } = newMailedToken();
    await manager.query(
      `INSERT INTO email_verifications (token_hash, user_id, email, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
      [hash, user.id, user.email, VERIFICATION_VALID_HOURS],
    );
    const link = this.mail.link('/verify-email', { token });
    await this.mail.queue(manager, { to: user.email, ...verifyEmailMail({ firstName: user.firstName, link, validHours: VERIFICATION_VALID_HOURS }) });
  }

  async verifyEmail(body: ParsedBodyOf<'verifyEmail'>): Promise<ResponseOf<'verifyEmail'>> {
    const verified = await this.dataSource.transaction(async (manager) => {
      const [row] = returnedRows<{ userId: string }>(
        await manager.query(
        `UPDATE email_verifications v SET used_at = coalesce(v.used_at, now())
           FROM users u
          WHERE v.token_hash = $1 AND v.expires_at > now() AND u.id = v.user_id AND lower(u.email) = lower(v.email)
          RETURNING v.user_id AS "userId"`,
          [hashMailedToken(body.token)],
        ),
      );
      if (!row) return false;
      await manager.query('UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1', [row.userId]);
      return true;
    });
    if (!verified) throw invalid(INVALID_VERIFICATION_LINK);
    return { message: 'Thanks! Your email address is confirmed.' };
  }

  async resendVerificationEmail(userId: string): Promise<ResponseOf<'resendVerificationEmail'>> {
    const email = await this.dataSource.transaction(async (manager) => {
      // The row lock serialises two resends of one account, so the hourly limit cannot be raced.
      const [user]: (VerificationRecipient & { verified: boolean })[] = await manager.query(
        `SELECT id, first_name AS "firstName", email, email_verified_at IS NOT NULL AS verified FROM users WHERE id = $1 FOR UPDATE`,
        [userId],
      );
      if (user.verified) throw conflict('Your email address is already confirmed.');
      // Counted after the lock is held (a statement of its own sees what the previous holder committed).
      const [{ recent }]: { recent: number }[] = await manager.query(
        `SELECT count(*)::int AS recent FROM email_verifications WHERE user_id = $1 AND created_at > now() - interval '1 hour'`,
        [userId],
      );
      if (recent >= MAX_VERIFICATION_MAILS_PER_HOUR) {
        throw new DomainError('rate_limited', 'We have sent you several verification emails in the last hour. Please check your inbox and spam folder, or try again later.');
      }
      await this.queueVerificationMail(manager, user);
      return user.email;
    });
    this.mail.sendQueued();
    return { message: `We sent a new verification link to ${email}.` };
  }
}
