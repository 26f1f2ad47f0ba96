import type { AccountType, Locale, SessionUser, UserRegistered } from '@pawpals/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;
  @Column('text', { name: 'first_name' })
  firstName!: string;
  @Column('text', { name: 'last_name' })
  lastName!: string;
  @Column('text')
  username!: string;
  @Column('text')
  email!: string;
  @Column('text', { name: 'password_hash', select: false })
  passwordHash!: string;
  @Column('text', { name: 'account_type' })
  accountType!: AccountType;
  @Column('text', { name: 'profile_image_url', nullable: true })
  profileImageUrl!: string | null;
  /** When the person confirmed their email through the mailed link; null until then. */
  @Column('timestamptz', { name: 'email_verified_at', nullable: true })
  emailVerifiedAt!: Date | null;
  /** The member's language for mails, pushes and notifications (docs/decisions/0151-server-speaks-spanish.md). */
  @Column('text', { default: 'en' })
  locale!: Locale;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

export function toSessionUser(u: UserEntity): SessionUser {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    username: u.username,
    email: u.email,
    profileImageUrl: u.profileImageUrl,
    accountType: u.accountType,
    emailVerified: u.emailVerifiedAt != null,
    locale: u.locale ?? 'en',
  };
}

/** What `identity.user_registered` says about a new account (the projections in every service read it). */
export function registration(u: UserEntity): UserRegistered {
  return {
    userId: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    username: u.username,
    email: u.email,
    accountType: u.accountType,
    profileImageUrl: u.profileImageUrl ?? null,
    locale: u.locale ?? 'en',
  };
}
