import { SERVICES, SUBJECTS, type ServiceName } from '@pawpals/contracts';
import { connectNats, RpcClient, type RuntimeConfig } from '@pawpals/nest-common';
import type { NatsConnection } from 'nats';
import { spawnService, type ManagedProcess } from './processes';

/**
 * The four domain services as separate processes from their builds, as production runs them, plus
 * a NATS client to ask their health. Tests put the gateway (in-process) in front of them.
 */
export class ServiceFleet {
  /** Replicas per service, oldest first; all of one service share its queue group. */
  private readonly running = new Map<ServiceName, ManagedProcess[]>();
  private constructor(
    private readonly config: RuntimeConfig,
    /** A NATS connection of the test itself (publish events, ask health). */
    readonly nc: NatsConnection,
    private readonly rpc: RpcClient,
    private readonly env: Record<string, string>,
  ) {}

  static async start(
    config: RuntimeConfig,
    services: readonly ServiceName[] = SERVICES,
    env: Record<string, string> = {},
  ): Promise<ServiceFleet> {
    const nc = await connectNats(config, 'test-fleet');
    const fleet = new ServiceFleet(config, nc, new RpcClient(nc, config), env);
    await Promise.all(services.map((s) => fleet.startService(s)));
    return fleet;
  }

  /** Starts one more replica of the service and waits until the service answers its health subject. */
  async startService(service: ServiceName, extraEnv: Record<string, string> = {}): Promise<void> {
    const answeredBy = async (pid: number) =>
      (await this.rpc.request<{ pid: number }>(SUBJECTS[service].health, {}, 500)).pid === pid;
    const proc = await spawnService(service, this.config, answeredBy, {
      ...this.env,
      ...extraEnv,
    });
    this.running.set(service, [...(this.running.get(service) ?? []), proc]);
  }

  /** Stops every replica of the service. */
  async stopService(service: ServiceName): Promise<void> {
    await Promise.all((this.running.get(service) ?? []).map((p) => p.stop()));
    this.running.delete(service);
  }

  /** Replicas of the service whose process is still running (a drill may have killed some). */
  alive(service: ServiceName): number {
    return (this.running.get(service) ?? []).filter((p) => p.child.exitCode === null && p.child.signalCode === null).length;
  }

  replicas(service: ServiceName): number {
    return this.running.get(service)?.length ?? 0;
  }

  output(service: ServiceName): string {
    return (this.running.get(service) ?? []).map((p) => p.output()).join('\n');
  }

  async close(): Promise<void> {
    await Promise.all([...this.running.keys()].map((s) => this.stopService(s)));
    await this.nc.drain().catch(() => undefined);
  }
}
