import { Injectable } from '@nestjs/common';
import {
  adminLoginSchema,
  conflict,
  EVENTS,
  forbidden,
  loginSchema,
  signupSchema,
  SUBJECTS,
  unauthorized,
  type AdminCheck,
  type AdminRole,
  type Locale,
  type SessionUser,
} from '@pawpals/contracts';
import { parseOr400, RpcClient, UnitOfWork } from '@pawpals/nest-common';
import { GatewayMail } from './mail/mail.module';
import { EmailVerificationService } from './email-verification.service';
import type { FastifyRequest } from 'fastify';
import { assertUncommonPassword } from './common-passwords';
import { KnownBrowsers } from './known-browsers';
import { MemberSuspensions } from './member-suspensions';
import { LoginThrottle } from './login-throttle';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { SignupLimit } from './signup-limit';
import { registration, toSessionUser } from './user.entity';
import { UsersRepository } from './users.repository';

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export const INVALID_LOGIN = 'Invalid email/username or password';
export const INVALID_ADMIN_LOGIN = 'Invalid username or password';

@Injectable()
export class IdentityService {
  constructor(
    private readonly users: UsersRepository,
    private readonly uow: UnitOfWork,
    private readonly throttle: LoginThrottle,
    private readonly signupLimit: SignupLimit,
    private readonly knownBrowsers: KnownBrowsers,
    private readonly rpc: RpcClient,
    private readonly verification: EmailVerificationService,
    private readonly mail: GatewayMail,
    private readonly suspensions: MemberSuspensions,
  ) {}

  /**
   * Creates the account, announces it (user_registered) and queues the verification mail in one transaction.
   * `locale` is the language the person signed up in (the request's Accept-Language, which the web app sets to
   * its page's language): their account and that first mail speak it.
   */
  async signup(body: unknown, address: string, locale: Locale = 'en'): Promise<SessionUser> {
    const input = parseOr400(signupSchema, body);
    assertUncommonPassword(input.password);
    await this.signupLimit.count(address);
    await this.assertAvailable(input.email, input.username);
    const passwordHash = await hashPassword(input.password);
    try {
      const created = await this.uow.run(async (manager, events) => {
        const user = await this.users.insert(manager, {
          firstName: input.firstName,
          lastName: input.lastName,
          username: input.username,
          email: input.email,
          passwordHash,
          accountType: input.accountType ?? 'pet_owner',
          locale,
        });
        events.emit(EVENTS.userRegistered, registration(user));
        await this.verification.queueVerificationMail(manager, user);
        return toSessionUser(user);
      });
      this.mail.sendQueued();
      return created;
    } catch (err) {
      // Two sign-ups racing for the same email or username: the unique index decides.
      if ((err as { code?: string }).code === '23505') {
        await this.assertAvailable(input.email, input.username);
        throw conflict('This email or username is already registered');
      }
      throw err;
    }
  }

  private async assertAvailable(email: string, username: string) {
    const taken = await this.users.taken(email, username);
    if (taken.some((t) => t.email)) throw conflict('An account with this email already exists');
    if (taken.some((t) => t.username)) throw conflict('This username is already taken');
  }

  async login(body: unknown, req: FastifyRequest): Promise<SessionUser> {
    const input = parseOr400(loginSchema, body);
    return this.verifyCredentials(input.emailOrUsername, input.password, req, INVALID_LOGIN);
  }

  /** Admin portal sign-in: the same accounts, but only those svc-admin says hold an admin role. */
  async adminLogin(body: unknown, req: FastifyRequest): Promise<SessionUser & { role: AdminRole }> {
    const input = parseOr400(adminLoginSchema, body);
    const user = await this.verifyCredentials(input.username, input.password, req, INVALID_ADMIN_LOGIN);
    const check = await this.rpc.request<AdminCheck>(SUBJECTS.admin.checkAdmin, {
      actor: { userId: user.id },
      params: {},
      query: {},
      body: {},
    });
    if (!check.isAdmin || !check.role) throw forbidden('This account does not have admin access');
    return { ...user, role: check.role };
  }

  private async verifyCredentials(identifier: string, password: string, req: FastifyRequest, failure: string) {
    const user = await this.users.withPasswordByLogin(identifier);
    // Counted before the password is checked, so parallel guesses cannot outrun the limit.
    const reservation = await this.throttle.reserve({
      account: user ? { userId: user.id, email: user.email, firstName: user.firstName } : { identifier },
      address: req.ip ?? 'unknown',
      // Asked for unknown accounts too (with the nil id), so the answer time does not tell them apart.
      knownBrowser: await this.knownBrowsers.isKnown(req, user?.id ?? NIL_UUID),
    });
    const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !valid) throw unauthorized(failure);
    await this.throttle.succeeded(reservation);
    await this.suspensions.assertNotSuspended(user.id);
    return toSessionUser(user);
  }
}
