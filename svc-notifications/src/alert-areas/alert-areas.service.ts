import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EVENTS, invalid, type Actor, type AlertArea, type ParsedBodyOf, type PetPostModerated, type ResponseOf } from '@pawpals/contracts';
import { loadGazetteer, lookupZip, nearestZip } from '@pawpals/geo';
import { UnitOfWork } from '@pawpals/nest-common';
import type { EntityManager } from 'typeorm';
import { AlertAreasRepository } from './alert-areas.repository';
import { NOTIFICATION_WORDS } from '../rules/words';

/** Alert areas (docs/decisions/0067-alert-areas.md): where each member hears about lost and found pets, and the alerts themselves. */
@Injectable()
export class AlertAreasService implements OnModuleInit {
  constructor(
    private readonly areas: AlertAreasRepository,
    private readonly uow: UnitOfWork,
  ) {}

  /** The ZIP table loads while the service starts, not on the first request. */
  onModuleInit() {
    loadGazetteer();
  }

  getAlertArea(actor: Actor): Promise<AlertArea | null> {
    return this.areas.findOf(actor.userId);
  }

  /** A point (a pin / "use my location") wins over a ZIP code; a ZIP alone is placed at its centre. */
  async setAlertArea(actor: Actor, input: ParsedBodyOf<'setAlertArea'>): Promise<AlertArea> {
    const zipPlace = input.zipCode ? lookupZip(input.zipCode) : null;
    if (input.zipCode && !zipPlace) throw invalid(`We could not find ZIP code ${input.zipCode}`);
    const pinned = input.latitude != null && input.longitude != null;
    const center = pinned ? { latitude: input.latitude!, longitude: input.longitude! } : zipPlace!;
    return this.uow.run(async (manager, events) => {
      const area = await this.areas.upsert(manager, {
        userId: actor.userId,
        zipCode: zipPlace?.zipCode ?? null,
        latitude: center.latitude,
        longitude: center.longitude,
        radiusMiles: input.radiusMiles,
        species: input.species,
        // A pin is named by the ZIP given with it, else by the nearest ZIP code's place.
        placeLabel: (zipPlace ?? nearestZip(center))?.label ?? null,
      });
      events.emit(EVENTS.alertAreaChanged, {
        userId: actor.userId,
        removed: false,
        latitude: area.latitude,
        longitude: area.longitude,
        radiusMiles: area.radiusMiles,
        species: area.species,
      });
      return area;
    });
  }

  async deleteAlertArea(actor: Actor): Promise<ResponseOf<'deleteAlertArea'>> {
    await this.uow.run(async (manager, events) => {
      if (!(await this.areas.delete(manager, actor.userId))) return;
      events.emit(EVENTS.alertAreaChanged, { userId: actor.userId, removed: true, latitude: null, longitude: null, radiusMiles: null, species: [] });
    });
    return { message: 'Pet alerts near you are off' };
  }

  /** An approved post with a place alerts every area containing it, in one statement. */
  async alertAreasNear(manager: EntityManager, post: PetPostModerated, sourceEventId: string) {
    if (post.approvalStatus !== 'approved' || post.latitude == null || post.longitude == null) return [];
    return this.areas.insertAlertsForAreasContaining(manager, {
      point: { latitude: post.latitude, longitude: post.longitude },
      species: post.species ?? null,
      excludeUserId: post.userId,
      // Each member's alert in their language (docs/decisions/0151-server-speaks-spanish.md), still one statement.
      words: {
        en: { title: NOTIFICATION_WORDS.en.nearYouTitle(post), message: NOTIFICATION_WORDS.en.nearYouMessage(post) },
        es: { title: NOTIFICATION_WORDS.es.nearYouTitle(post), message: NOTIFICATION_WORDS.es.nearYouMessage(post) },
      },
      link: `/lost-found/${post.postId}`,
      sourceEventId,
    });
  }
}
