import { isDeepStrictEqual } from 'node:util';
import { Injectable } from '@nestjs/common';
import {
  conflict,
  DomainError,
  deriveSpecies,
  EVENTS,
  forbidden,
  invalid,
  notFound,
  SUBJECTS,
  type Actor,
  type AdminCheck,
  type Count,
  type ProcessedImage,
  LIMITS,
  type LostFoundPet,
  type Reunion,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type SitemapPage,
  type SitemapPageRequest,
  type CursorKeyKind,
  type Page,
  decodeCursor,
  pageLimitOf,
  pageOf,
} from '@pawpals/contracts';
import { Geocoder, lookupZip, roundMiles, type GeoPoint, type ResolvedPlace } from '@pawpals/geo';
import { RpcClient, UnitOfWork } from '@pawpals/nest-common';
import type { EntityManager } from 'typeorm';
import { MatchesService } from '../matches/matches.service';
import { toLostFoundPet, toReunion, type LostFoundPetRow, type PostReader } from './lost-found-pet';
import { LostFoundPetsRepository, type LostFoundPetChanges } from './lost-found-pets.repository';

const placeOfRow = (row: LostFoundPetRow) => ({
  lastSeenLocation: row.lastSeenLocation,
  latitude: row.latitude,
  longitude: row.longitude,
  locationPrecision: row.locationPrecision,
});

/** The board's two orders, each a list of its own for cursors (the sort keys of BoardRow.sortKeys). */
const BOARD_NEWEST = { name: 'listLostFoundPets:newest', keys: ['timestamp', 'uuid'] } as const satisfies BoardList;
const BOARD_NEAREST = { name: 'listLostFoundPets:nearest', keys: ['number-or-null', 'timestamp', 'uuid'] } as const satisfies BoardList;
/** The moderation queue's cursors: oldest first, by (created_at, id). */
const PENDING_OLDEST = { name: 'listPendingLostFoundPets:oldest', keys: ['timestamp', 'uuid'] } as const satisfies BoardList;

interface BoardList {
  name: string;
  keys: readonly CursorKeyKind[];
}

export const PET_POST_NOT_FOUND = 'Pet post not found';

/** What the gateway knew of the caller's uploads (RpcRequest.uploads), by /objects/<id> path. */
export type KnownUploads = Record<string, ProcessedImage> | undefined;

/**
 * The placeholder of each photo: the gateway's for an upload it just checked, else the one the post
 * already keeps for that photo (a reorder needs nothing from the gateway), else null.
 */
function placeholdersOf(photoUrls: string[], uploads: KnownUploads, kept: Map<string, string | null> = new Map()): (string | null)[] {
  return photoUrls.map((url) => uploads?.[url]?.placeholder ?? kept.get(url) ?? null);
}

const posterReader = (actor: Actor): PostReader => ({ userId: actor.userId, isAdmin: false });
const moderatorReader = (moderator: Actor): PostReader => ({ userId: moderator.userId, isAdmin: true });

/**
 * The lost & found use cases (docs/product.md#posting-a-lost-or-found-pet, #admin-portal), one method per
 * route, named like it. Input arrives parsed by the route contracts at the gateway; the rules of visibility,
 * ownership and moderation live here.
 */
@Injectable()
export class LostFoundPetsService {
  constructor(
    private readonly posts: LostFoundPetsRepository,
    private readonly uow: UnitOfWork,
    private readonly rpc: RpcClient,
    private readonly geocoder: Geocoder,
    private readonly matches: MatchesService,
  ) {}

  /**
   * Public list: active AND approved only, optionally one type and species, holding every word of q.
   * Newest first; near a point (lat/lng, or a ZIP code's centre) nearest first with distances, within
   * radiusMiles when given. One page at a time (shared/paging.ts): each order is its own list, so a
   * cursor of one is refused by the other.
   */
  async listLostFoundPets(query: ParsedQueryOf<'listLostFoundPets'>, actor: Actor | null): Promise<Page<LostFoundPet>> {
    const point = this.nearMePoint(query);
    const list = point ? BOARD_NEAREST : BOARD_NEWEST;
    const after = query.cursor ? decodeCursor(query.cursor, list.name, list.keys) : undefined;
    // A caller over NATS (the gateway's first screen) may send its own limit, within the same bounds.
    const limit = pageLimitOf(query.limit);
    const words = query.q?.split(/\s+/).filter(Boolean);
    const rows = await this.posts.listBoardPage({ type: query.type, species: query.species, words, point, radiusMiles: query.radiusMiles }, after, limit + 1);
    // Admins read the phones of 'messages' posts in moderation and on a post's page, not on the public board.
    const reader: PostReader = { userId: actor?.userId ?? null, isAdmin: !!actor?.adminRole };
    return pageOf(
      rows,
      limit,
      list.name,
      (row) => row.sortKeys,
      ({ row, distanceMiles }) => toLostFoundPet(row, reader, distanceMiles === null ? null : roundMiles(distanceMiles)),
    );
  }

  private nearMePoint(query: ParsedQueryOf<'listLostFoundPets'>): GeoPoint | undefined {
    if (query.lat !== undefined && query.lng !== undefined) return { latitude: query.lat, longitude: query.lng };
    if (query.zipCode === undefined) return undefined;
    const place = lookupZip(query.zipCode);
    if (!place) throw invalid(`We could not find ZIP code ${query.zipCode}`);
    return place;
  }

  /** Approved posts for everyone; pending, rejected or taken-down ones only for the poster and admins (others get 404). */
  async getLostFoundPet(id: string, actor: Actor | null): Promise<LostFoundPet> {
    const { row, reader } = await this.readablePost(id, actor);
    return toLostFoundPet(row, reader);
  }

  /** The post as `actor` may see it (see getLostFoundPet), else 404. */
  async visiblePost(id: string, actor: Actor | null): Promise<LostFoundPetRow> {
    return (await this.readablePost(id, actor)).row;
  }

  /**
   * The post and who reads it, else 404. svc-admin is asked only when the answer depends on it: another
   * member's unapproved post, or the hidden phone of a 'messages' post.
   */
  private async readablePost(id: string, actor: Actor | null): Promise<{ row: LostFoundPetRow; reader: PostReader }> {
    const row = await this.posts.findById(id);
    if (!row) throw notFound(PET_POST_NOT_FOUND);
    const poster = !!actor && actor.userId === row.userId;
    const hidden = row.approvalStatus !== 'approved' || !!row.removedReason || (!poster && (await this.posts.authorSuspended(row.userId)));
    const adminDecides = !!actor && !poster && (hidden || row.contactPreference === 'messages');
    const reader: PostReader = { userId: actor?.userId ?? null, isAdmin: adminDecides && (await this.isAdmin(actor!)) };
    // A post in review, taken down by a moderator or of a suspended member is its poster's and the admins' only.
    if (hidden && !poster && !reader.isAdmin) throw notFound(PET_POST_NOT_FOUND);
    return { row, reader };
  }

  /** Whether `actor` may see the post (see visiblePost). */
  async isVisible(id: string, actor: Actor | null): Promise<boolean> {
    return this.visiblePost(id, actor).then(
      () => true,
      (err: unknown) => {
        if (err instanceof DomainError && err.code === 'not_found') return false;
        throw err;
      },
    );
  }

  /** The post when `actor` posted it or is an admin, else 404 (matches are not public). */
  async postOfPosterOrAdmin(id: string, actor: Actor): Promise<LostFoundPetRow> {
    const row = await this.posts.findById(id);
    if (!row) throw notFound(PET_POST_NOT_FOUND);
    if (await this.isPosterOrAdmin(row, actor)) return row;
    throw notFound(PET_POST_NOT_FOUND);
  }

  async isPosterOrAdmin(row: LostFoundPetRow, actor: Actor): Promise<boolean> {
    return actor.userId === row.userId || (await this.isAdmin(actor));
  }

  async listMyLostFoundPets(actor: Actor): Promise<LostFoundPet[]> {
    const rows = await this.posts.listByPoster(actor.userId);
    return rows.map((row) => toLostFoundPet(row, posterReader(actor)));
  }

  /**
   * A new post starts active and pending review; the species is derived when the poster gives none.
   * The last seen place is the poster's pin, else the geocoded text (resolved before the transaction);
   * a place that does not resolve is stored without coordinates and the answer shows it.
   */
  async createLostFoundPet(actor: Actor, input: ParsedBodyOf<'createLostFoundPet'>, uploads?: KnownUploads): Promise<LostFoundPet> {
    const species = input.species ?? deriveSpecies(input.breed, input.description, input.petName);
    const place = await this.placeOf(input);
    return this.uow.run(async (manager, events) => {
      const row = await this.posts.createLostFoundPet(manager, {
        userId: actor.userId,
        type: input.type,
        status: 'active',
        approvalStatus: 'pending',
        petName: input.petName,
        breed: input.breed,
        color: input.color,
        species,
        size: input.size,
        sex: input.sex,
        microchipped: input.microchipped,
        latitude: place?.latitude ?? null,
        longitude: place?.longitude ?? null,
        locationPrecision: place?.precision ?? null,
        description: input.description,
        collarInfo: input.collarInfo,
        lastSeenLocation: input.lastSeenLocation,
        lastSeenDate: new Date(input.lastSeenDate),
        photoUrl: input.photoUrls[0],
        photoUrls: input.photoUrls,
        photoPlaceholders: placeholdersOf(input.photoUrls, uploads),
        contactInfo: input.contactInfo,
        contactPreference: input.contactPreference,
      });
      events.emit(EVENTS.petPostCreated, {
        postId: row.id,
        userId: row.userId,
        type: row.type,
        petName: row.petName,
        species: row.species,
        ...placeOfRow(row),
      });
      return toLostFoundPet(row, posterReader(actor));
    });
  }

  private async placeOf(input: ParsedBodyOf<'createLostFoundPet'>): Promise<Pick<ResolvedPlace, 'latitude' | 'longitude' | 'precision'> | null> {
    if (input.latitude != null && input.longitude != null) return { latitude: input.latitude, longitude: input.longitude, precision: 'pin' };
    return this.geocoder.resolve({ text: input.lastSeenLocation });
  }

  /**
   * The poster marks the pet reunited (resolved), with an optional thank-you note (also added or changed
   * later while it is resolved), or reopens the post; nobody else may.
   */
  async setLostFoundPetStatus(
    actor: Actor,
    id: string,
    { status, thankYouNote }: ParsedBodyOf<'setLostFoundPetStatus'>,
  ): Promise<LostFoundPet> {
    return this.uow.run(async (manager, events) => {
      const row = await this.lock(manager, id);
      if (row.userId !== actor.userId) {
        // A post others cannot see answers like a missing one, so its existence is not confirmed.
        if ((row.approvalStatus !== 'approved' || row.removedReason) && !(await this.isAdmin(actor))) throw notFound(PET_POST_NOT_FOUND);
        throw forbidden('Only the person who posted this pet can change its status');
      }
      const newNote = status === 'resolved' && thankYouNote !== null && thankYouNote !== row.reunionNote;
      if (row.status === status && !newNote) return toLostFoundPet(row, posterReader(actor));
      const statusChanged = row.status !== status;
      await this.change(manager, row, {
        ...(newNote ? { reunionNote: thankYouNote } : {}),
        ...(statusChanged ? { status, resolvedAt: status === 'resolved' ? new Date() : null } : {}),
      });
      if (statusChanged && status === 'resolved') {
        events.emit(EVENTS.petPostResolved, { postId: row.id, userId: row.userId, type: row.type, petName: row.petName, thankYouNote: row.reunionNote });
      }
      return toLostFoundPet(row, posterReader(actor));
    });
  }

  /**
   * The poster chooses how people reach them: 'phone' shows the number on the post, 'messages' keeps it
   * for the poster and admins. The phone itself may change at the same time.
   */
  async setLostFoundPetContact(actor: Actor, id: string, input: ParsedBodyOf<'setLostFoundPetContact'>): Promise<LostFoundPet> {
    await this.visiblePost(id, actor); // someone else's post in review stays a 404
    return this.uow.run(async (manager) => {
      const row = await this.lock(manager, id);
      if (row.userId !== actor.userId) throw forbidden('Only the person who posted this pet can change how to reach them');
      await this.change(manager, row, { contactPreference: input.contactPreference, contactInfo: input.contactInfo });
      return toLostFoundPet(row, posterReader(actor));
    });
  }

  /**
   * The poster replaces the post's photos (1 to 5, in order; the first becomes the cover, `photo_url`).
   * Anyone else gets 404, admins included, so the route never confirms a post exists. Each photo keeps
   * its placeholder: the gateway's for a new upload, the stored one for a photo already on the post.
   */
  async updateLostFoundPetPhotos(actor: Actor, id: string, { photoUrls }: ParsedBodyOf<'updateLostFoundPetPhotos'>, uploads?: KnownUploads): Promise<LostFoundPet> {
    return this.uow.run(async (manager) => {
      const row = await this.lock(manager, id);
      if (row.userId !== actor.userId) throw notFound(PET_POST_NOT_FOUND);
      const kept = new Map(row.photoUrls.map((url, i) => [url, row.photoPlaceholders[i] ?? null]));
      await this.change(manager, row, { photoPlaceholders: placeholdersOf(photoUrls, uploads, kept), photoUrls, photoUrl: photoUrls[0] });
      return toLostFoundPet(row, posterReader(actor));
    });
  }

  /** "Happy reunions": the newest reunited pets whose posters said thank you. */
  async listReunions(): Promise<Reunion[]> {
    return (await this.posts.listReunions(LIMITS.reunionsShown)).map(toReunion);
  }

  /** The sitemap lists the posts anybody may open (approved and still active): a page of them by id. */
  async listSitemapPosts({ offset, limit }: SitemapPageRequest): Promise<SitemapPage> {
    const [total, entries] = await Promise.all([this.posts.countPublic(), this.posts.publicSitemapEntries(offset, limit)]);
    return { total, entries };
  }

  /** Moderation queue: pending, still active posts, oldest first, with species and createdAt. */
  async listPendingLostFoundPets(query: ParsedQueryOf<'listPendingLostFoundPets'>, moderator: Actor): Promise<Page<LostFoundPet>> {
    const after = query.cursor ? decodeCursor(query.cursor, PENDING_OLDEST.name, PENDING_OLDEST.keys) : undefined;
    const limit = pageLimitOf(query.limit);
    const rows = await this.posts.listPendingActive(after, limit + 1);
    return pageOf(rows, limit, PENDING_OLDEST.name, (row) => row.sortKeys, ({ row }) => toLostFoundPet(row, moderatorReader(moderator)));
  }

  /** How many posts the moderation queue holds in all (the moderation tab's label and the admin dashboard's count). */
  async getPendingLostFoundPetsCount(): Promise<Count> {
    return { count: await this.posts.countPendingActive() };
  }

  /** Approve or reject a pending post. A post is moderated once; a second decision is a 409. */
  async moderateLostFoundPet(
    moderator: Actor,
    id: string,
    { approvalStatus }: ParsedBodyOf<'moderateLostFoundPet'>,
  ): Promise<LostFoundPet> {
    return this.uow.run(async (manager, events) => {
      const row = await this.lock(manager, id);
      if (row.approvalStatus === approvalStatus) return toLostFoundPet(row, moderatorReader(moderator));
      if (row.approvalStatus !== 'pending') throw conflict(`This post has already been ${row.approvalStatus}`);
      await this.change(manager, row, { approvalStatus, moderatedAt: new Date(), moderatedBy: moderator.userId });
      events.emit(EVENTS.petPostModerated, {
        postId: row.id,
        userId: row.userId,
        type: row.type,
        petName: row.petName,
        approvalStatus,
        species: row.species,
        breed: row.breed,
        color: row.color,
        ...placeOfRow(row),
      });
      if (approvalStatus === 'approved') await this.matches.announceMatchesOf(manager, events, row);
      return toLostFoundPet(row, moderatorReader(moderator));
    });
  }

  /** Writes the changes that differ from the row and applies them to it; a change to nothing new writes nothing. */
  private async change(manager: EntityManager, row: LostFoundPetRow, changes: LostFoundPetChanges): Promise<void> {
    const changed: LostFoundPetChanges = Object.fromEntries(
      Object.entries(changes).filter(([field, value]) => value !== undefined && !isDeepStrictEqual(row[field as keyof LostFoundPetRow], value)),
    );
    await this.posts.update(manager, row.id, changed);
    Object.assign(row, changed);
  }

  private async lock(manager: EntityManager, id: string): Promise<LostFoundPetRow> {
    const row = await this.posts.lockById(manager, id);
    if (!row) throw notFound(PET_POST_NOT_FOUND);
    return row;
  }

  /** On public routes the gateway does not fill adminRole, so ask svc-admin (only for unapproved posts). */
  private async isAdmin(actor: Actor): Promise<boolean> {
    if (actor.adminRole) return true;
    const check = await this.rpc.request<AdminCheck>(SUBJECTS.admin.checkAdmin, { actor, params: {}, query: {}, body: {} });
    return check.isAdmin;
  }
}
