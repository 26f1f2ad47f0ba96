import { Injectable } from '@nestjs/common';
import { deleteAccountSchema, EVENTS, forbidden, SUBJECTS, USER_DATA_SERVICES, type Actor, type ResponseOf } from '@pawpals/contracts';
import { accountDeletedMail } from '@pawpals/mail';
import { parseOr400, RpcClient, UnitOfWork } from '@pawpals/nest-common';
import type { FastifyRequest } from 'fastify';
import { GatewayMail } from './mail/mail.module';
import { ImagesService } from '../media/images.service';
import { UploadsRepository } from '../media/uploads/uploads.repository';
import { CurrentPassword } from './current-password';
import { SessionStore } from './sessions';
import { SignInAbuseRepository } from './sign-in-abuse.repository';
import { UsersRepository } from './users.repository';
import { toSessionUser, UserEntity } from './user.entity';

export const WRONG_PASSWORD = 'That password is not correct';

/**
 * The account as its owner takes it away (docs/decisions/0111-export-and-deletion.md): everything every service holds of them as one
 * JSON file, and deletion. Deleting removes the identity row (sessions and login failures with it) and
 * announces identity.user_deleted in the same transaction; each service then erases or anonymises its
 * part (AccountErasure), once, like every consumer.
 */
@Injectable()
export class AccountService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly rpc: RpcClient,
    private readonly mail: GatewayMail,
    private readonly images: ImagesService,
    private readonly currentPassword: CurrentPassword,
    private readonly sessions: SessionStore,
    private readonly users: UsersRepository,
    private readonly abuse: SignInAbuseRepository,
    private readonly uploads: UploadsRepository,
  ) {}

  async exportAccount(user: UserEntity): Promise<ResponseOf<'exportAccount'>> {
    const actor: Actor = { userId: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email };
    const parts = await Promise.all(
      USER_DATA_SERVICES.map((service) =>
        this.rpc.request<Record<string, unknown>>(SUBJECTS[service].exportUserData, { actor, params: {}, query: {}, body: {} }),
      ),
    );
    const [directory, pets, notifications, admin] = parts;
    return { exportedAt: new Date().toISOString(), profile: toSessionUser(user), directory, pets, notifications, admin };
  }

  async deleteAccount(req: FastifyRequest, user: UserEntity, body: unknown): Promise<void> {
    const { password } = parseOr400(deleteAccountSchema, body);
    if (!(await this.currentPassword.matches(req, user.id, password))) throw forbidden(WRONG_PASSWORD);
    await this.uow.run(async (manager, events) => {
      // Failed sign-ins are kept by user id, or by the typed name while no account matched it
      // (known browsers and login alerts go with the user row).
      await this.abuse.deleteLoginFailuresOf(manager, [`user:${user.id}`, `name:${user.username.toLowerCase()}`, `name:${user.email.toLowerCase()}`]);
      await this.users.delete(manager, user.id); // sessions go with it (ON DELETE CASCADE)
      // Every image they uploaded (post, sighting, profile, logo, gallery) stops being served with this
      // commit; its files and variants are removed just after (and at start, should we stop in between).
      await this.uploads.markErasedOfOwner(manager, user.id);
      events.emit(EVENTS.userDeleted, { userId: user.id });
      // Not linked to the account, so the erasure of its waiting mails spares it; once sent, its row keeps no address.
      await this.mail.queue(manager, null, { to: user.email, ...accountDeletedMail({ firstName: user.firstName, locale: user.locale }) });
    });
    this.sessions.closeEndedStreams(user.id);
    this.mail.sendQueued();
    await this.images.sweepErased();
  }
}
