import { Injectable } from '@nestjs/common';
import {
  conflict,
  deriveSpecies,
  EVENTS,
  forbidden,
  notFound,
  SUBJECTS,
  type Actor,
  type AdminCheck,
  type LostFoundPet,
  type ParsedBodyOf,
  type ParsedQueryOf,
} from '@pawpals/contracts';
import { RpcClient, UnitOfWork } from '@pawpals/nest-common';
import type { EntityManager } from 'typeorm';
import { toLostFoundPet, type LostFoundPetEntity } from './lost-found-pet.entity';
import { LostFoundPetsRepository } from './lost-found-pets.repository';

/** The public list is not paginated in the SPEC; this caps one answer. */
const PUBLIC_LIST_LIMIT = 500;

export const PET_POST_NOT_FOUND = 'Pet post not found';

/**
 * The lost & found use cases (SPEC §2.7, §2.12), one method per route, named like it. Input arrives
 * parsed by the route contracts at the gateway; the rules of visibility, ownership and moderation live here.
 */
@Injectable()
export class LostFoundPetsService {
  constructor(
    private readonly posts: LostFoundPetsRepository,
    private readonly uow: UnitOfWork,
    private readonly rpc: RpcClient,
  ) {}

  /** Public list: active AND approved only, newest first, optionally one type. */
  async listLostFoundPets(query: ParsedQueryOf<'listLostFoundPets'>, actor: Actor | null): Promise<LostFoundPet[]> {
    const rows = await this.posts.listActiveApproved(query.type, PUBLIC_LIST_LIMIT);
    return rows.map((row) => toLostFoundPet(row, actor?.userId ?? null));
  }

  /** Approved posts for everyone; pending/rejected ones only for the poster and admins (others get 404). */
  async getLostFoundPet(id: string, actor: Actor | null): Promise<LostFoundPet> {
    const row = await this.posts.findById(id);
    if (!row) throw notFound(PET_POST_NOT_FOUND);
    if (row.approvalStatus === 'approved') return toLostFoundPet(row, actor?.userId ?? null);
    if (actor && actor.userId === row.userId) return toLostFoundPet(row, actor.userId);
    if (actor && (await this.isAdmin(actor))) return toLostFoundPet(row, actor.userId);
    throw notFound(PET_POST_NOT_FOUND);
  }

  async listMyLostFoundPets(actor: Actor): Promise<LostFoundPet[]> {
    const rows = await this.posts.listByPoster(actor.userId);
    return rows.map((row) => toLostFoundPet(row, actor.userId));
  }

  /** A new post starts active and pending review; the species is derived when the poster gives none. */
  async createLostFoundPet(actor: Actor, input: ParsedBodyOf<'createLostFoundPet'>): Promise<LostFoundPet> {
    const species = input.species ?? deriveSpecies(input.breed, input.description, input.petName);
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
        description: input.description,
        collarInfo: input.collarInfo,
        lastSeenLocation: input.lastSeenLocation,
        lastSeenDate: new Date(input.lastSeenDate),
        photoUrl: input.photoUrl,
        contactInfo: input.contactInfo,
      });
      events.emit(EVENTS.petPostCreated, {
        postId: row.id,
        userId: row.userId,
        type: row.type,
        petName: row.petName,
        species: row.species,
      });
      return toLostFoundPet(row, actor.userId);
    });
  }

  /** The poster marks the pet reunited (resolved) or reopens the post; nobody else may. */
  async setLostFoundPetStatus(actor: Actor, id: string, { status }: ParsedBodyOf<'setLostFoundPetStatus'>): Promise<LostFoundPet> {
    return this.uow.run(async (manager, events) => {
      const row = await this.lock(manager, id);
      if (row.userId !== actor.userId) throw forbidden('Only the person who posted this pet can change its status');
      if (row.status === status) return toLostFoundPet(row, actor.userId);
      row.status = status;
      row.resolvedAt = status === 'resolved' ? new Date() : null;
      await this.posts.save(manager, row);
      if (status === 'resolved') {
        events.emit(EVENTS.petPostResolved, { postId: row.id, userId: row.userId, type: row.type, petName: row.petName });
      }
      return toLostFoundPet(row, actor.userId);
    });
  }

  /** Moderation queue (SPEC §2.12): pending, still active posts, oldest first, with species and createdAt. */
  async listPendingLostFoundPets(): Promise<LostFoundPet[]> {
    const rows = await this.posts.listPendingActive();
    return rows.map((row) => toLostFoundPet(row));
  }

  /** Approve or reject a pending post. A post is moderated once; a second decision is a 409. */
  async moderateLostFoundPet(
    moderator: Actor,
    id: string,
    { approvalStatus }: ParsedBodyOf<'moderateLostFoundPet'>,
  ): Promise<LostFoundPet> {
    return this.uow.run(async (manager, events) => {
      const row = await this.lock(manager, id);
      if (row.approvalStatus === approvalStatus) return toLostFoundPet(row);
      if (row.approvalStatus !== 'pending') throw conflict(`This post has already been ${row.approvalStatus}`);
      row.approvalStatus = approvalStatus;
      row.moderatedAt = new Date();
      row.moderatedBy = moderator.userId;
      await this.posts.save(manager, row);
      events.emit(EVENTS.petPostModerated, {
        postId: row.id,
        userId: row.userId,
        type: row.type,
        petName: row.petName,
        approvalStatus,
      });
      return toLostFoundPet(row);
    });
  }

  private async lock(manager: EntityManager, id: string): Promise<LostFoundPetEntity> {
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
