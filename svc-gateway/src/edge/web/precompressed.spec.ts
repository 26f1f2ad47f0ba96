import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyReply } from 'fastify';
import request from 'supertest';
import { precompressWebApps, servePrecompressed } from './precompressed';

describe('precompressed web-app files', () => {
  let dist: string;
  const script = `console.log(${JSON.stringify('paws '.repeat(600))});\n`;
  const app = Fastify();

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'pawpals-dist-'));
    mkdirSync(join(dist, 'sub'));
    writeFileSync(join(dist, 'main.1234abcd.js'), script);
    writeFileSync(join(dist, 'sub/styles.5678.css'), `.a{color:red}\n`.repeat(200));
    writeFileSync(join(dist, 'tiny.js'), 'x()');
    writeFileSync(join(dist, 'main.1234abcd.js.map'), '{}'.padEnd(5000, ' '));
    const immutable = (res: FastifyReply) => res.header('Cache-Control', 'public, max-age=31536000, immutable');
    servePrecompressed(app, { root: dist, setHeaders: immutable });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies of the text files worth it, once', async () => {
    expect(await precompressWebApps([dist])).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(dist, 'main.1234abcd.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dist, 'sub/styles.5678.css.gz'))).toString()).toContain('.a{color:red}');
    expect(existsSync(join(dist, 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(dist, 'main.1234abcd.js.map.br'))).toBe(false);
    expect(await precompressWebApps([dist])).toBe(0);
  });

  it('serves the brotli copy to a browser that takes it, gzip to one that takes only gzip, the file itself otherwise', async () => {
    // Read raw (no client-side decoding), to see the bytes on the wire.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const br = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((done, fail) =>
      get({ host: '127.0.0.1', port, path: '/main.1234abcd.js', headers: { 'Accept-Encoding': 'gzip, deflate, br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', fail),
    );
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary?.toLowerCase()).toBe('accept-encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await request(app.server).get('/sub/styles.5678.css').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/text\/css/);
    expect(gz.text).toContain('.a{color:red}');

    const plain = await request(app.server).get('/main.1234abcd.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it('never leaves its folder', async () => {
    const res = await request(app.server).get('/..%2f..%2fetc%2fpasswd.js').set('Accept-Encoding', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
