import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { LIVE_SUBJECTS, type SessionsEnded } from '@pawpals/contracts';
import { createLogger, NATS_CONNECTION, prefixed, RUNTIME_CONFIG, type RuntimeConfig } from '@pawpals/nest-common';
import type { NatsConnection, Subscription } from 'nats';
import { LiveSessionsRepository } from './live-sessions.repository';

const log = createLogger('live-streams');

/** An open /api/notifications/stream answer and the session it was opened with. */
export interface OpenStream {
  userId: string;
  sessionIdHash: string;
  close(): void;
}

/**
 * The live streams this gateway replica holds, closed when their session ends. Whoever ends sessions
 * announces it on `live.sessions.ended` (SessionStore.closeEndedStreams) and every replica checks its
 * streams of that member against the sessions table at once. Core NATS may lose a message (while it
 * reconnects), and sessions also expire: every stream's session is also checked every
 * LIVE_SESSION_CHECK_MS (30 s) as the backstop.
 */
@Injectable()
export class LiveStreams implements OnModuleInit, OnModuleDestroy {
  private readonly byUser = new Map<string, Set<OpenStream>>();
  private subscription?: Subscription;
  private sweep?: NodeJS.Timeout;

  constructor(
    private readonly sessions: LiveSessionsRepository,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  onModuleInit() {
    this.subscription = this.nc.subscribe(prefixed(this.config, LIVE_SUBJECTS.sessionsEnded), {
      callback: (err, msg) => {
        const userId = err ? undefined : userIdOf(msg.string());
        if (userId) void this.check([...(this.byUser.get(userId) ?? [])]);
      },
    });
    this.sweep = setInterval(() => void this.check([...this.byUser.values()].flatMap((streams) => [...streams])), Number(process.env.LIVE_SESSION_CHECK_MS) || 30_000);
    this.sweep.unref();
  }

  onModuleDestroy() {
    clearInterval(this.sweep);
    this.subscription?.unsubscribe();
    for (const streams of this.byUser.values()) for (const stream of streams) stream.close();
  }

  /**
   * Holds the stream until it closes. Its session is checked once more after it is registered: a session
   * ended between the request's session lookup and now was announced before anyone could close this stream.
   */
  async add(stream: OpenStream): Promise<void> {
    let streams = this.byUser.get(stream.userId);
    if (!streams) this.byUser.set(stream.userId, (streams = new Set()));
    streams.add(stream);
    await this.check([stream]);
  }

  remove(stream: OpenStream): void {
    const streams = this.byUser.get(stream.userId);
    streams?.delete(stream);
    if (streams?.size === 0) this.byUser.delete(stream.userId);
  }

  /** Tells every replica (this one included) to close the member's streams whose session is gone. */
  announceEnded(userId: string): void {
    const ended: SessionsEnded = { userId };
    try {
      this.nc.publish(prefixed(this.config, LIVE_SUBJECTS.sessionsEnded), JSON.stringify(ended));
    } catch (err) {
      // The sessions are gone all the same; the periodic check closes their streams.
      log.warn({ err: (err as Error).message, userId }, 'session end not announced');
    }
  }

  /** Closes the streams whose session no longer exists (ended or expired). */
  private async check(streams: OpenStream[]): Promise<void> {
    if (!streams.length) return;
    try {
      const aliveHashes = await this.sessions.alive([...new Set(streams.map((s) => s.sessionIdHash))]);
      for (const stream of streams) if (!aliveHashes.has(stream.sessionIdHash)) stream.close();
    } catch (err) {
      // The next announcement or sweep checks again.
      log.warn({ err: (err as Error).message }, 'live stream sessions not checked');
    }
  }
}

/** The member named by an announcement; a malformed one (never ours) names no one. */
function userIdOf(text: string): string | undefined {
  try {
    const { userId } = JSON.parse(text) as Partial<SessionsEnded>;
    return typeof userId === 'string' ? userId : undefined;
  } catch {
    return undefined;
  }
}
