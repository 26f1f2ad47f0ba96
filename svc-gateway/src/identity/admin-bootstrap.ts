import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EVENTS, LIMITS, USERNAME_PATTERN } from '@pawpals/contracts';
import { createLogger, UnitOfWork } from '@pawpals/nest-common';
import { hashPassword } from './passwords';
import { registration } from './user.entity';
import { UsersRepository } from './users.repository';

const log = createLogger('admin-bootstrap');

/**
 * ADMIN_USERNAME / ADMIN_PASSWORD (and optional ADMIN_EMAIL) create or update the deployment's super
 * admin at every start; svc-admin grants the role from the event. Without them no admin exists:
 * there is no default password anywhere.
 */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UsersRepository,
  ) {}

  async onApplicationBootstrap() {
    const username = process.env.ADMIN_USERNAME?.trim();
    const password = process.env.ADMIN_PASSWORD;
    if (!username && !password) return;
    if (!username || !password) throw new Error('Set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither');
    if (password.length < LIMITS.passwordMin) throw new Error('ADMIN_PASSWORD must be at least 8 characters');
    if (username.length < LIMITS.usernameMin || !USERNAME_PATTERN.test(username)) {
      throw new Error('ADMIN_USERNAME must be 3+ letters, numbers, dots, dashes or underscores');
    }
    const email = (process.env.ADMIN_EMAIL?.trim() || `${username}@admin.pawpals.local`).toLowerCase();
    const passwordHash = await hashPassword(password);
    await this.uow.run(async (manager, events) => {
      let user = await this.users.byUsername(manager, username);
      if (user) {
        await this.users.setAdminCredentials(manager, user.id, passwordHash, process.env.ADMIN_EMAIL ? email : undefined);
      } else {
        user = await this.users.insert(manager, { firstName: 'Site', lastName: 'Admin', username, email, passwordHash, accountType: 'pet_owner', locale: 'en' });
        events.emit(EVENTS.userRegistered, registration(user));
      }
      events.emit(EVENTS.superAdminDesignated, { userId: user.id, username: user.username });
    });
    log.info({ username }, 'super admin account ensured');
  }
}
