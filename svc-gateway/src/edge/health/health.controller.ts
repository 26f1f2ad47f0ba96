import { Controller, Get, Inject, Res } from '@nestjs/common';
import { SERVICES, SUBJECTS } from '@pawpals/contracts';
import { NATS_CONNECTION, RpcClient } from '@pawpals/nest-common';
import type { FastifyReply } from 'fastify';
import type { NatsConnection } from 'nats';
import { DataSource } from 'typeorm';

type State = 'up' | 'down';

@Controller('api/health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly rpc: RpcClient,
  ) {}

  @Get()
  async health(@Res({ passthrough: true }) res: FastifyReply) {
    const [postgres, nats, ...services] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      probe(() => this.nc.rtt()),
      ...SERVICES.map((s) => probe(() => this.rpc.request(SUBJECTS[s].health, {}, 1500))),
    ]);
    const serviceStates = Object.fromEntries(SERVICES.map((s, i) => [s, services[i]]));
    const ok = postgres === 'up' && nats === 'up' && services.every((s) => s === 'up');
    res.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'degraded', postgres, nats, services: serviceStates };
  }
}

async function probe(check: () => Promise<unknown>): Promise<State> {
  try {
    await check();
    return 'up';
  } catch {
    return 'down';
  }
}
