import type { AdminBusinessRow, AdminUserListItem } from '@pawpals/contracts';
import { filterBusinesses } from '../businesses/filter-businesses';
import { displayName, filterMembers } from '../users/members';
import { roleLabel } from './roles';

const biz = (name: string, city: string | null): AdminBusinessRow => ({
  id: name,
  name,
  city,
  category: 'groomer',
  priceRange: null,
  isPremium: 0,
  ownerEmail: 'owner@example.com',
});
const member = (username: string, email: string): AdminUserListItem => ({
  id: email,
  email,
  username,
  profilePicture: null,
  reviewsCount: 0,
  petsFoundCount: 0,
  badges: [],
  suspension: null,
});

describe('admin list searches', () => {
  it("filters businesses by name, city or owner's email, any case", () => {
    const rows = [biz('Happy Paws', 'Miami'), biz('Bark Park', 'Austin'), biz('No City', null)];
    expect(filterBusinesses(rows, '').map((b) => b.name)).toEqual(['Happy Paws', 'Bark Park', 'No City']);
    expect(filterBusinesses(rows, 'paws').map((b) => b.name)).toEqual(['Happy Paws']);
    expect(filterBusinesses(rows, ' AUSTIN ').map((b) => b.name)).toEqual(['Bark Park']);
    expect(filterBusinesses([...rows, { ...biz('Owned', null), ownerEmail: 'jo@shop.example' }], 'JO@SHOP').map((b) => b.name)).toEqual(['Owned']);
  });

  it('filters users by email or username and names them by username, else email', () => {
    const rows = [member('maya', 'maya@example.com'), member('', 'zed@example.org')];
    expect(filterMembers(rows, 'MAYA')).toHaveLength(1);
    expect(filterMembers(rows, 'example.org').map(displayName)).toEqual(['zed@example.org']);
  });

  it('shows roles with spaces', () => {
    expect(roleLabel('super_admin')).toBe('super admin');
    expect(roleLabel('content_manager')).toBe('content manager');
  });
});
