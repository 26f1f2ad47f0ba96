/** svc-directory: businesses, reviews, favorites, inquiries, appointments, hours, photos and insights. */
export * from './enums';
export * from './entities';
export * from './validation';
export * from './routes';
export * from './schemas';
export * from './events';
export * from './subjects';
export * from './page-titles';
