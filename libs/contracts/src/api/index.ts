export * from './routes';
export * from './schemas';
export * from './request';
export * from './openapi';
