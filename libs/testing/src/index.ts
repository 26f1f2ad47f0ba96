export * from './infra';
export * from './processes';
