import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { EVENTS } from '@pawpals/contracts';
import { EventConsumers } from './service-app';

export { UserProfiles1700000000050 } from './migrations/1700000000050-user-profiles';

@Injectable()
class UserProfilesProjection implements OnModuleInit {
  constructor(private readonly consumers: EventConsumers) {}

  onModuleInit() {
    this.consumers.on(EVENTS.userRegistered, async (event, manager) => {
      const u = event.data;
      await manager.query(
        `INSERT INTO user_profiles (user_id, first_name, last_name, username, email, account_type, profile_image_url, registered_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (user_id) DO UPDATE SET first_name = $2, last_name = $3, username = $4, email = $5,
           account_type = $6, profile_image_url = $7`,
        [u.userId, u.firstName, u.lastName, u.username, u.email, u.accountType, u.profileImageUrl, event.occurredAt],
      );
    }, { purpose: 'user_profiles' });
    // A later profile change (name, photo, confirmed email); a person not projected yet gets it from user_registered.
    this.consumers.on(EVENTS.profileUpdated, async ({ data: u }, manager) => {
      await manager.query(
        `UPDATE user_profiles SET first_name = $2, last_name = $3, email = $4, profile_image_url = $5 WHERE user_id = $1`,
        [u.userId, u.firstName, u.lastName, u.email, u.profileImageUrl],
      );
    }, { purpose: 'user_profiles' });
  }
}

/** Import into a service (and add UserProfiles1700000000050 to its migrations) to keep the projection. */
@Module({ providers: [UserProfilesProjection] })
export class UserProfilesModule {}
