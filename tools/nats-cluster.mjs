#!/usr/bin/env node
// A 3-node NATS cluster with JetStream on this machine (nats-server 2.9 from Debian), each node on its
// own client, cluster and monitoring port, routed to the other two. Run it, then start PawPals with
// the printed NATS_URL (every client gets the whole list and reconnects to a surviving node on its own)
// and EVENTS_REPLICAS=3 (the EVENTS stream is replicated on all three nodes).
//
//   node tools/nats-cluster.mjs [--base-port 14222] [--data-dir .data/nats-cluster]
//
// The drill in bench/nats-cluster imports startNatsCluster to kill and restart nodes.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const portOpen = (port) =>
  new Promise((done) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.end();
      done(true);
    });
    socket.on('error', () => done(false));
  });

/**
 * Starts `size` routed nodes: node i listens for clients on basePort + i, for routes on
 * basePort + 1000 + i and for monitoring on basePort + 2000 + i. Answers the client URL list and the
 * nodes, each of which can be killed (any signal) and started again on the same ports and store.
 */
export async function startNatsCluster({ basePort = 14222, dataDir = join(repoRoot, '.data/nats-cluster'), size = 3, binary = process.env.NATS_SERVER_BIN || 'nats-server', log = () => {} } = {}) {
  const clusterPort = (i) => basePort + 1000 + i;
  const nodes = Array.from({ length: size }, (_, i) => {
    const name = `n${i + 1}`;
    const storeDir = join(dataDir, name);
    mkdirSync(storeDir, { recursive: true });
    const args = [
      '--server_name', name,
      '-a', '127.0.0.1',
      '-p', String(basePort + i),
      '-m', String(basePort + 2000 + i),
      '-js', '-sd', storeDir,
      '--cluster_name', 'pawpals',
      '--cluster', `nats://127.0.0.1:${clusterPort(i)}`,
      '--routes', Array.from({ length: size }, (_, j) => j).filter((j) => j !== i).map((j) => `nats://127.0.0.1:${clusterPort(j)}`).join(','),
    ];
    const node = {
      name,
      port: basePort + i,
      url: `nats://127.0.0.1:${basePort + i}`,
      monitorUrl: `http://127.0.0.1:${basePort + 2000 + i}`,
      child: null,
      async start() {
        node.child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
        node.child.stderr.on('data', (d) => log(`[${name}] ${d}`));
        const deadline = Date.now() + 10_000;
        while (!(await portOpen(node.port))) {
          if (node.child.exitCode !== null) throw new Error(`nats-server ${name} exited with ${node.child.exitCode}`);
          if (Date.now() > deadline) throw new Error(`nats-server ${name} did not listen on ${node.port}`);
          await new Promise((r) => setTimeout(r, 50));
        }
      },
      /** SIGKILL by default: the node dies without a goodbye, as a crashed machine would. */
      async kill(signal = 'SIGKILL') {
        const child = node.child;
        if (!child || child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill(signal);
        await exited;
        node.child = null;
      },
      running: () => !!node.child && node.child.exitCode === null,
    };
    return node;
  });
  await Promise.all(nodes.map((n) => n.start()));
  // JetStream in a cluster answers once its meta group has a leader.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const jsz = await fetch(`${nodes[0].monitorUrl}/jsz`).then((r) => r.json(), () => null);
    if (jsz?.meta_cluster?.leader) break;
    if (Date.now() > deadline) throw new Error('the NATS cluster did not become ready');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    nodes,
    /** What NATS_URL should be: every node, comma-separated. */
    url: nodes.map((n) => n.url).join(','),
    async stop() {
      await Promise.all(nodes.map((n) => n.kill('SIGTERM')));
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const cluster = await startNatsCluster({
    basePort: Number(arg('--base-port', 14222)),
    dataDir: resolve(arg('--data-dir', join(repoRoot, '.data/nats-cluster'))),
    log: (line) => process.stderr.write(line),
  });
  console.log(`NATS cluster up: ${cluster.nodes.map((n) => `${n.name} ${n.url}`).join(', ')}`);
  console.log(`Start PawPals with:\n  NATS_URL=${cluster.url} EVENTS_REPLICAS=3 npm start`);
  const shutdown = async () => {
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
