import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import { currentCorrelationId } from './context';
import { activeTraceIds } from './tracing';

let root: Logger | undefined;

/**
 * One structured logger per process; every line carries the correlation id of the work it belongs to
 * and, while tracing is on, the active span's trace_id and span_id.
 */
export function rootLogger(): Logger {
  root ??= pino({
    level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
    base: { service: process.env.SERVICE_NAME },
    mixin() {
      const correlationId = currentCorrelationId();
      const ids = activeTraceIds();
      if (ids) return correlationId ? { correlationId, ...ids } : ids;
      return correlationId ? { correlationId } : {};
    },
  });
  return root;
}

export function createLogger(component: string): Logger {
  return rootLogger().child({ component });
}

/** Routes Nest's own log calls into pino. */
export class PinoNestLogger implements LoggerService {
  private readonly logger = rootLogger();
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
