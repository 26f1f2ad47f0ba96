import * as admin from './admin';
import { ROUTE_NAMES, ROUTE_SCHEMAS } from './api';
import * as directory from './directory';
import { EVENTS } from './events';
import * as identity from './identity';
import { LIMITS } from './limits';
import * as notifications from './notifications';
import * as pets from './pets';
import { SHARED_LIMITS } from './shared';

// A name in two domains would silently overwrite the other in a join: each joined table must hold every part's names, once.
describe('the tables that join the domains', () => {
  const names = (...parts: object[]) => parts.flatMap((part) => Object.keys(part));

  it('ROUTES holds every domain’s routes once, the gateway’s own first', () => {
    expect(ROUTE_NAMES).toEqual(
      names(identity.IDENTITY_ROUTES, directory.DIRECTORY_ROUTES, pets.PETS_ROUTES, notifications.NOTIFICATIONS_ROUTES, admin.ADMIN_ROUTES),
    );
  });

  it('ROUTE_SCHEMAS holds every domain’s route schemas once', () => {
    const parts = names(
      identity.IDENTITY_ROUTE_SCHEMAS,
      directory.DIRECTORY_ROUTE_SCHEMAS,
      pets.PETS_ROUTE_SCHEMAS,
      notifications.NOTIFICATIONS_ROUTE_SCHEMAS,
      admin.ADMIN_ROUTE_SCHEMAS,
    );
    expect(Object.keys(ROUTE_SCHEMAS)).toEqual(parts);
  });

  it('EVENTS holds every domain’s events once', () => {
    const parts = names(identity.IDENTITY_EVENTS, directory.DIRECTORY_EVENTS, pets.PETS_EVENTS, notifications.NOTIFICATIONS_EVENTS, admin.ADMIN_EVENTS);
    expect(Object.keys(EVENTS)).toEqual(parts);
  });

  it('LIMITS holds every domain’s limits once', () => {
    const parts = names(
      SHARED_LIMITS,
      identity.IDENTITY_LIMITS,
      directory.DIRECTORY_LIMITS,
      pets.PETS_LIMITS,
      notifications.NOTIFICATIONS_LIMITS,
      admin.ADMIN_LIMITS,
    );
    expect(Object.keys(LIMITS)).toEqual(parts);
  });
});
