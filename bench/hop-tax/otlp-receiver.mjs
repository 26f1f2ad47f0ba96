#!/usr/bin/env node
// A local OTLP/HTTP trace receiver for the hop-tax bench's --tracing side: accepts POST /v1/traces
// (http/protobuf or http/json), answers 200 and only counts what it got (GET /stats), as a collector
// would take it off the process's hands. Prints "listening <port>".
import { createServer } from 'node:http';

const stats = { requests: 0, bytes: 0, contentTypes: {} };
const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/stats') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(stats));
    return;
  }
  let bytes = 0;
  req.on('data', (chunk) => (bytes += chunk.length));
  req.on('end', () => {
    if (req.method !== 'POST' || req.url !== '/v1/traces') return void res.writeHead(404).end();
    const type = String(req.headers['content-type'] ?? '');
    stats.requests++;
    stats.bytes += bytes;
    stats.contentTypes[type] = (stats.contentTypes[type] ?? 0) + 1;
    if (type.startsWith('application/json')) res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    else res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
  });
});
server.listen(Number(process.env.PORT) || 0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
process.on('SIGINT', () => server.close(() => process.exit(0)));
