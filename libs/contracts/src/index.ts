export * from './enums';
export * from './entities';
export * from './errors';
export * from './messaging';
export * from './validation';
export * from './lost-found';
export * from './directory-validation';
export * from './api';
