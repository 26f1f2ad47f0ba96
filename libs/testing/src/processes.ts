import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ServiceName } from '@pawpals/contracts';
import type { RuntimeConfig } from '@pawpals/nest-common';
import { configEnv, portOpen, waitFor } from './infra';

export const REPO_ROOT = resolve(__dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
    server.once('error', reject);
  });
}

export interface ManagedProcess {
  readonly name: string;
  readonly child: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

function manage(name: string, child: ChildProcess): ManagedProcess {
  let output = '';
  child.stdout?.on('data', (d) => (output = (output + d).slice(-20_000)));
  child.stderr?.on('data', (d) => (output = (output + d).slice(-20_000)));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return {
    name,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Runs a built service (svc-<name>/dist/main.js) as its own process, as production does, and waits
 * until it answers its health subject.
 */
export async function spawnService(
  service: ServiceName,
  config: RuntimeConfig,
  /** Resolves true once the replica with this pid answers (queue groups route health to any replica). */
  health: (pid: number) => Promise<boolean>,
  extraEnv: Record<string, string> = {},
): Promise<ManagedProcess> {
  const child = spawn(process.execPath, [join(REPO_ROOT, `svc-${service}`, 'dist', 'main.js')], {
    // No metrics port unless the test asks for one (extraEnv METRICS_PORT): replicas would fight over it.
    env: { ...process.env, ...configEnv(config), LOG_LEVEL: 'warn', NODE_ENV: 'test', METRICS_PORT: '', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc = manage(`svc-${service}`, child);
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`svc-${service} exited: ${proc.output()}`);
      return await health(child.pid!);
    },
    30_000,
    `svc-${service} to answer its health subject`,
  ).catch(async (err) => {
    await proc.stop('SIGKILL');
    throw err;
  });
  return proc;
}

/**
 * Runs the built gateway (svc-gateway/dist/main.js) as its own process on `port`, as production does, and
 * waits until its health route answers. `webRoot` defaults to an empty directory (no web apps).
 */
export async function spawnGateway(config: RuntimeConfig, port: number, extraEnv: Record<string, string> = {}): Promise<ManagedProcess> {
  const child = spawn(process.execPath, [join(REPO_ROOT, 'svc-gateway', 'dist', 'main.js')], {
    env: {
      ...process.env,
      ...configEnv(config),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      METRICS_PORT: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_ROOT: mkdtempSync(join(tmpdir(), 'pawpals-web-')),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc = manage('svc-gateway', child);
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`svc-gateway exited: ${proc.output()}`);
      const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      return res !== undefined;
    },
    30_000,
    'svc-gateway to answer /api/health',
  ).catch(async (err) => {
    await proc.stop('SIGKILL');
    throw err;
  });
  return proc;
}

/** A private nats-server with JetStream, for drills that stop and restart NATS. */
export interface PrivateNats {
  url: string;
  port: number;
  /** HTTP monitoring endpoint (/connz, /varz) of this server. */
  monitorUrl: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function privateNatsServer(): Promise<PrivateNats> {
  const port = await freePort();
  const monitorPort = await freePort();
  const storeDir = mkdtempSync(join(tmpdir(), 'pawpals-nats-'));
  const binary = process.env.NATS_SERVER_BIN || 'nats-server';
  let proc: ManagedProcess | undefined;
  const nats: PrivateNats = {
    url: `nats://127.0.0.1:${port}`,
    port,
    monitorUrl: `http://127.0.0.1:${monitorPort}`,
    async start() {
      const child = spawn(binary, ['-a', '127.0.0.1', '-p', String(port), '-m', String(monitorPort), '-js', '-sd', storeDir], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      proc = manage('nats-server', child);
      await waitFor(() => portOpen(port), 10_000, 'nats-server to listen');
    },
    async stop() {
      await proc?.stop('SIGTERM');
      proc = undefined;
    },
  };
  await nats.start();
  return nats;
}
