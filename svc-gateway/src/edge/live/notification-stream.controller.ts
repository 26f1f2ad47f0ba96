import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { LIVE_SUBJECTS, unauthorized } from '@pawpals/contracts';
import { NATS_CONNECTION, prefixed, RUNTIME_CONFIG, type RuntimeConfig } from '@pawpals/nest-common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NatsConnection, Subscription } from 'nats';
import { LiveStreams, type OpenStream } from './live-streams';

const HEARTBEAT_MS = 25_000;

/**
 * Server-sent events: each new notification of the signed-in user (and every broadcast) the moment
 * svc-notifications commits it. The client keeps its 30 s refetch as the fallback when this drops.
 * The stream ends with its session (LiveStreams).
 */
@Controller('api/notifications')
export class NotificationStreamController {
  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    private readonly streams: LiveStreams,
  ) {}

  @Get('stream')
  async stream(@Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    if (!req.auth) throw unauthorized();
    const { user, sessionIdHash } = req.auth;
    // The answer is written here, event by event: Fastify leaves it alone, so the headers set so far
    // (security headers, correlation id) are copied onto it.
    res.hijack();
    const raw = res.raw;
    raw.writeHead(200, {
      ...(res.getHeaders() as Record<string, string>),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    raw.write('retry: 5000\n: connected\n\n');
    const subscriptions: Subscription[] = [
      LIVE_SUBJECTS.notificationFor(user.id),
      LIVE_SUBJECTS.notificationForEveryone,
    ].map((subject) =>
      this.nc.subscribe(prefixed(this.config, subject), {
        callback: (err, msg) => {
          if (!err) raw.write(`event: notification\ndata: ${msg.string()}\n\n`);
        },
      }),
    );
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    let open = true;
    const stream: OpenStream = {
      userId: user.id,
      sessionIdHash,
      close: () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        for (const sub of subscriptions) sub.unsubscribe();
        this.streams.remove(stream);
        raw.end();
      },
    };
    req.raw.on('close', stream.close);
    await this.streams.add(stream);
  }
}
