/** svc-notifications: notifications, alert areas and mail preferences. */
export * from './enums';
export * from './entities';
export * from './validation';
export * from './routes';
export * from './schemas';
export * from './events';
export * from './subjects';
