import { createServer, get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { helmetHeaders } from './security-headers';

const options = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"], upgradeInsecureRequests: null } } };

describe('helmetHeaders', () => {
  it('are exactly the headers helmet sets on a real answer', async () => {
    const server = createServer((req, res) => helmet(options)(req, res, () => res.end()));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const real = await new Promise<IncomingHttpHeaders>((done, fail) => get({ host: '127.0.0.1', port, path: '/' }, (res) => done(res.headers)).on('error', fail));
    server.close();
    const frozen = helmetHeaders(options);
    const helmetOnly = Object.fromEntries(Object.entries(real).filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)));
    expect(frozen).toEqual(helmetOnly);
    expect(frozen['content-security-policy']).toContain("default-src 'self';");
    expect(frozen['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(frozen['x-frame-options']).toBe('SAMEORIGIN');
    expect(Object.isFrozen(frozen)).toBe(true);
  });
});
