/** What every domain uses: errors, request helpers and paging, images, the route and message shapes, services, page titles, sign-in return paths. */
export * from './enums';
export * from './entities';
export * from './errors';
export * from './validation';
export * from './paging';
export * from './images';
export * from './route-spec';
export * from './services';
export * from './messaging';
export * from './page-titles';
export * from './return-to';
export * from './locales';
export * from './error-messages-es';
