import { Injectable } from '@nestjs/common';
import {
  conflict,
  deriveSpecies,
  EVENTS,
  forbidden,
  hasAdminLevel,
  lostFoundPetSchema,
  notFound,
  petListQuerySchema,
  petModerationSchema,
  petStatusSchema,
  SUBJECTS,
  type Actor,
  type AdminCheck,
  type AdminRole,
  type LostFoundPet,
} from '@pawpals/contracts';
import { parseOr400, RpcClient, UnitOfWork } from '@pawpals/nest-common';
import { DataSource } from 'typeorm';
import { PostEntity, toLostFoundPet } from './post.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The public list is not paginated in the SPEC; this caps one answer. */
const PUBLIC_LIST_LIMIT = 500;
const MODERATION_ROLE: AdminRole = 'moderator';

const NOT_FOUND = 'Pet post not found';

@Injectable()
export class PostsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly rpc: RpcClient,
  ) {}

  private get posts() {
    return this.dataSource.getRepository(PostEntity);
  }

  /** Public list: active AND approved only, newest first, optionally one type. */
  async listPublic(query: unknown, actor: Actor | null): Promise<LostFoundPet[]> {
    const { type } = parseOr400(petListQuerySchema, query);
    const rows = await this.posts.find({
      where: { status: 'active', approvalStatus: 'approved', ...(type ? { type } : {}) },
      order: { createdAt: 'DESC' },
      take: PUBLIC_LIST_LIMIT,
    });
    return rows.map((row) => toLostFoundPet(row, actor?.userId ?? null));
  }

  /** Approved posts for everyone; pending/rejected ones only for the poster and admins (others get 404). */
  async getOne(id: string, actor: Actor | null): Promise<LostFoundPet> {
    const row = await this.find(id);
    if (row.approvalStatus === 'approved') return toLostFoundPet(row, actor?.userId ?? null);
    if (actor && actor.userId === row.userId) return toLostFoundPet(row, actor.userId);
    if (actor && (await this.isAdmin(actor))) return toLostFoundPet(row, actor.userId);
    throw notFound(NOT_FOUND);
  }

  async mine(actor: Actor): Promise<LostFoundPet[]> {
    const rows = await this.posts.find({ where: { userId: actor.userId }, order: { createdAt: 'DESC' } });
    return rows.map((row) => toLostFoundPet(row, actor.userId));
  }

  async create(actor: Actor, body: unknown): Promise<LostFoundPet> {
    const input = parseOr400(lostFoundPetSchema, body);
    const species = input.species ?? deriveSpecies(input.breed, input.description, input.petName);
    return this.uow.run(async (manager, events) => {
      const row = await manager.getRepository(PostEntity).save(
        manager.getRepository(PostEntity).create({
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
        }),
      );
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
  async setStatus(actor: Actor, id: string, body: unknown): Promise<LostFoundPet> {
    const { status } = parseOr400(petStatusSchema, body);
    return this.uow.run(async (manager, events) => {
      const repo = manager.getRepository(PostEntity);
      const row = await this.find(id, repo, true);
      if (row.userId !== actor.userId) throw forbidden('Only the person who posted this pet can change its status');
      if (row.status === status) return toLostFoundPet(row, actor.userId);
      row.status = status;
      row.resolvedAt = status === 'resolved' ? new Date() : null;
      await repo.save(row);
      if (status === 'resolved') {
        events.emit(EVENTS.petPostResolved, { postId: row.id, userId: row.userId, type: row.type, petName: row.petName });
      }
      return toLostFoundPet(row, actor.userId);
    });
  }

  /** Moderation queue (SPEC §2.12): pending, still active posts, oldest first, with species and createdAt. */
  async listPending(actor: Actor): Promise<LostFoundPet[]> {
    this.requireModerator(actor);
    const rows = await this.posts.find({ where: { approvalStatus: 'pending', status: 'active' }, order: { createdAt: 'ASC' } });
    return rows.map((row) => toLostFoundPet(row));
  }

  /** Approve or reject a pending post. A post is moderated once; a second decision is a 409. */
  async moderate(actor: Actor, id: string, body: unknown): Promise<LostFoundPet> {
    this.requireModerator(actor);
    const { approvalStatus } = parseOr400(petModerationSchema, body);
    return this.uow.run(async (manager, events) => {
      const repo = manager.getRepository(PostEntity);
      const row = await this.find(id, repo, true);
      if (row.approvalStatus === approvalStatus) return toLostFoundPet(row);
      if (row.approvalStatus !== 'pending') throw conflict(`This post has already been ${row.approvalStatus}`);
      row.approvalStatus = approvalStatus;
      row.moderatedAt = new Date();
      row.moderatedBy = actor.userId;
      await repo.save(row);
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

  private async find(id: string, repo = this.posts, lock = false): Promise<PostEntity> {
    if (!UUID.test(id ?? '')) throw notFound(NOT_FOUND);
    const row = await repo.findOne({ where: { id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  /** Defence in depth: the gateway checked the role on admin routes; we check the level it passed on. */
  private requireModerator(actor: Actor) {
    if (!actor.adminRole) {
      throw forbidden(
        "Access Denied: You don't have permission to access the admin panel. Please contact a system administrator if you believe this is an error.",
      );
    }
    if (!hasAdminLevel(actor.adminRole, MODERATION_ROLE)) {
      throw forbidden(
        `Insufficient Permissions: This page requires moderator privileges. Your current role is ${actor.adminRole.replace(/_/g, ' ')}.`,
      );
    }
  }

  /** On public routes the gateway does not fill adminRole, so ask svc-admin (only for unapproved posts). */
  private async isAdmin(actor: Actor): Promise<boolean> {
    if (actor.adminRole) return true;
    const check = await this.rpc.request<AdminCheck>(SUBJECTS.admin.checkAdmin, { actor, params: {}, query: {}, body: {} });
    return check.isAdmin;
  }
}
