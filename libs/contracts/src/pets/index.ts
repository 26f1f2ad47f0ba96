/** svc-pets: lost and found posts, sightings, matches and the messages about a post. */
export * from './enums';
export * from './entities';
export * from './validation';
export * from './map';
export * from './routes';
export * from './schemas';
export * from './events';
export * from './subjects';
export * from './page-titles';
export * from './first-screen';
