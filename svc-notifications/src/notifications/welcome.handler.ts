import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EVENTS } from '@pawpals/contracts';
import { EventConsumers } from '@pawpals/nest-common';
import { NotificationsService } from './notifications.service';

/** A new member is greeted by name and pointed at the first useful thing to do. */
@Injectable()
export class WelcomeHandler implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit() {
    this.consumers.on(EVENTS.userRegistered, async (event, manager) => {
      const { userId, firstName, accountType } = event.data;
      const business = accountType === 'business_owner';
      await this.notifications.create(manager, {
        userId,
        sourceEventId: event.id,
        title: `Welcome to PawPals, ${firstName}!`,
        message: business
          ? 'Create your business profile so pet families nearby can find you.'
          : 'Find trusted groomers, vets, pet stores and parks near you, and help lost pets get home.',
        link: business ? '/my-business' : '/services',
      });
    });
  }
}
