import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { EVENTS, isLocale } from '@pawpals/contracts';
import { AccountErasure, EventConsumers } from '@pawpals/nest-common';
import type { EntityManager } from 'typeorm';
import { eraseMemberLocale, keepMemberLocale } from './member-locales.repository';

/**
 * The member_locales projection (docs/decisions/0151-server-speaks-spanish.md): each member's language, kept
 * from identity's events. A table of its own rather than a column of the shared user_profiles projection,
 * so the other services' projections stay as they are and the two consumers need no order between them.
 */
@Injectable()
class MemberLocalesProjection implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly erasure: AccountErasure,
  ) {}

  onModuleInit() {
    const keep = async (manager: EntityManager, userId: string, locale: unknown) => {
      // Events older than the language say nothing: the member stays as they are.
      if (isLocale(locale)) await keepMemberLocale(manager, userId, locale);
    };
    this.consumers.on(EVENTS.userRegistered, ({ data }, manager) => keep(manager, data.userId, data.locale), { purpose: 'member_locales' });
    this.consumers.on(EVENTS.profileUpdated, ({ data }, manager) => keep(manager, data.userId, data.locale), { purpose: 'member_locales' });
    this.erasure.register((manager, userId) => eraseMemberLocale(manager, userId));
  }
}

@Module({ providers: [MemberLocalesProjection] })
export class MemberLocalesModule {}
