/** Identity, accounts and media: what the gateway answers itself (sign-up and sessions, uploads, the live stream, health). */
export * from './enums';
export * from './entities';
export * from './validation';
export * from './routes';
export * from './schemas';
export * from './events';
