import { Injectable } from '@nestjs/common';
import { EVENTS, forbidden, invalid, notFound, type Actor, type ParsedBodyOf, type ProcessedImage, type ResponseOf, type Sighting } from '@pawpals/contracts';
import { coarsePlaceText, publicCoordinate } from '@pawpals/geo';
import { UnitOfWork } from '@pawpals/nest-common';
import { LostFoundPetsService } from '../lost-found-pets/lost-found-pets.service';
import { SightingsRepository } from './sightings.repository';

export const SIGHTING_NOT_FOUND = 'Sighting not found';

const publicSighting = (s: Sighting): Sighting => ({
  ...s,
  location: coarsePlaceText(s.location),
  latitude: s.latitude === null ? null : publicCoordinate(s.latitude),
  longitude: s.longitude === null ? null : publicCoordinate(s.longitude),
});

/** Sightings (docs/decisions/0072-sightings.md): anyone signed in tells the poster where they saw the pet. */
@Injectable()
export class SightingsService {
  constructor(
    private readonly sightings: SightingsRepository,
    private readonly pets: LostFoundPetsService,
    private readonly uow: UnitOfWork,
  ) {}

  /**
   * Public for approved posts; the poster and admins also see those of a post still in review. Only the
   * poster, who goes looking, sees where exactly: anyone else gets the place without its house number
   * and the pin to about a block.
   */
  async listSightings(postId: string, actor: Actor | null): Promise<Sighting[]> {
    const post = await this.pets.visiblePost(postId, actor);
    const sightings = await this.sightings.listOfPost(postId, actor?.userId ?? null);
    return actor?.userId === post.userId ? sightings : sightings.map(publicSighting);
  }

  /** Only on an approved post that is still active; the poster hears about it at once (an event). */
  async reportSighting(actor: Actor, postId: string, input: ParsedBodyOf<'reportSighting'>, uploads?: Record<string, ProcessedImage>): Promise<Sighting> {
    const post = await this.pets.visiblePost(postId, actor);
    if (post.approvalStatus !== 'approved') throw invalid('Sightings can be reported once the post has been approved');
    if (post.status === 'resolved') throw invalid('This pet is already home: the post no longer takes sightings');
    return this.uow.run(async (manager, events) => {
      const sighting = await this.sightings.insert(manager, {
        postId,
        reporterId: actor.userId,
        reporterFirstName: actor.firstName ?? null,
        seenAt: input.seenAt,
        location: input.location,
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
        note: input.note,
        photoUrl: input.photoUrl,
        photoPlaceholder: (input.photoUrl && uploads?.[input.photoUrl]?.placeholder) || null,
      });
      events.emit(EVENTS.petSightingReported, {
        sightingId: sighting.id,
        postId,
        posterId: post.userId,
        petName: post.petName,
        type: post.type,
        species: post.species,
        reporterId: actor.userId,
        reporterFirstName: sighting.reporterFirstName,
        location: sighting.location,
        seenAt: sighting.seenAt,
      });
      return sighting;
    });
  }

  /** The poster or an admin removes a sighting (a wrong one, or abuse). */
  async removeSighting(actor: Actor, postId: string, sightingId: string): Promise<ResponseOf<'removeSighting'>> {
    const post = await this.pets.visiblePost(postId, actor);
    if (!(await this.pets.isPosterOrAdmin(post, actor))) throw forbidden('Only the person who posted this pet or a moderator can remove a sighting');
    if (!(await this.sightings.delete(postId, sightingId))) throw notFound(SIGHTING_NOT_FOUND);
    return { message: 'Sighting removed' };
  }
}
