export * from './templates';
export * from './transport';
export * from './outbox';
