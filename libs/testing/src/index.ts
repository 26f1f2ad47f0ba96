export * from './infra';
export * from './processes';
export * from './system';
export * from './events';
export * from './service-harness';
export * from './mailbox';
export * from './local-push-service';
export * from './otlp-receiver';
