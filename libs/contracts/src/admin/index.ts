/** svc-admin: roles, moderation (reports, takedowns), suspensions, the audit log, trends and the place import. */
export * from './enums';
export * from './entities';
export * from './validation';
export * from './routes';
export * from './schemas';
export * from './events';
export * from './subjects';
