// A local Web Push service for the tests and bench/push (docs/decisions/0142-web-push.md): an HTTPS server with a
// certificate generated here (the service processes trust it through NODE_EXTRA_CA_CERTS and allow it
// through PUSH_SERVICE_ORIGINS) that checks each push like a real push service — the VAPID Authorization
// (RFC 8292: a JWT signed ES256 by the key it names, for this origin) — and decrypts the aes128gcm body
// (RFC 8291 on RFC 8188) with the subscription's own keys, which only the test (the "browser") holds.
import { createECDH, createPublicKey, hkdfSync, randomBytes, verify, createDecipheriv, type ECDH } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';

/** What a browser's PushSubscription.toJSON() gives, and the private half the browser keeps. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

/** One push the service accepted, decrypted. */
export interface ReceivedPush {
  payload: { title: string; body: string; url: string; tag: string };
  ttl: number;
  urgency: string | undefined;
  vapidKey: string;
  audience: string;
  subject: string;
}

export interface LocalPushServiceOptions {
  /**
   * Check (VAPID, decrypt) one push in this many and only count the rest: a bench's stand-in must not
   * spend the CPU a real, remote push service would. 1 (every push) in tests.
   */
  checkEvery?: number;
  /** Told of every push answered 201, checked or not, the moment its body has arrived. */
  onPush?: (path: string, push: ReceivedPush | undefined, receivedAt: number) => void;
}

interface Scripted {
  status: number;
  headers?: Record<string, string>;
}

export class LocalPushService {
  /** Every request per endpoint path, whatever was answered. */
  private readonly requestCounts = new Map<string, number>();
  private readonly accepted = new Map<string, ReceivedPush[]>();
  private readonly scripts = new Map<string, Scripted[]>();
  private readonly subscriptions = new Map<string, TestSubscription>();
  /** Key pairs that serve every endpoint below a path (a bench's many devices of one browser's keys). */
  private readonly families = new Map<string, TestSubscription>();
  private arrivals = 0;
  /** Requests refused because they failed a check (bad VAPID, undecryptable): a test asserts there are none. */
  readonly problems: string[] = [];

  private constructor(
    private readonly server: https.Server,
    readonly origin: string,
    /** The certificate's PEM file, for NODE_EXTRA_CA_CERTS. */
    readonly caFile: string,
    private readonly options: Required<Pick<LocalPushServiceOptions, 'checkEvery'>> & LocalPushServiceOptions,
  ) {}

  static async start(options: LocalPushServiceOptions = {}): Promise<LocalPushService> {
    const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
      keyType: 'ec',
      curve: 'P-256',
      algorithm: 'sha256',
      notAfterDate: new Date(Date.now() + 24 * 3600 * 1000),
      extensions: [
        { name: 'basicConstraints', cA: true },
        { name: 'keyUsage', digitalSignature: true, keyCertSign: true },
        { name: 'extKeyUsage', serverAuth: true },
        { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
      ],
    });
    const caFile = join(mkdtempSync(join(tmpdir(), 'push-service-')), 'ca.pem');
    writeFileSync(caFile, pems.cert);
    const ref: { self?: LocalPushService } = {};
    const server = https.createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const answer = ref.self!.handle(req, Buffer.concat(chunks));
        res.writeHead(answer.status, answer.headers ?? {});
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as { port: number };
    ref.self = new LocalPushService(server, `https://127.0.0.1:${port}`, caFile, { checkEvery: 1, ...options });
    return ref.self;
  }

  /** A new browser subscription on this push service: its own P-256 key pair and auth secret. */
  subscription(name: string): TestSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    const sub: TestSubscription = {
      endpoint: `${this.origin}/push/${name}-${randomBytes(6).toString('hex')}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
      ecdh,
      authSecret,
    };
    this.subscriptions.set(new URL(sub.endpoint).pathname, sub);
    return sub;
  }

  /**
   * Keys for many devices at once: `endpoint(i)` is the i-th device's address; all share these keys, so
   * a bench can store thousands of subscriptions without making thousands of key pairs.
   */
  family(name: string): { keys: TestSubscription['keys']; endpoint: (i: number) => string } {
    const base = this.subscription(name);
    this.subscriptions.delete(new URL(base.endpoint).pathname);
    const prefix = `${new URL(base.endpoint).pathname}/`;
    this.families.set(prefix, base);
    return { keys: base.keys, endpoint: (i) => `${this.origin}${prefix}${i}` };
  }

  /** From now on, check one push in `n` (see LocalPushServiceOptions.checkEvery). */
  setCheckEvery(n: number): void {
    this.options.checkEvery = n;
  }

  /** The next answers for this endpoint, in order (then 201 again). */
  answerNext(sub: TestSubscription, ...answers: Scripted[]): void {
    const path = new URL(sub.endpoint).pathname;
    this.scripts.set(path, [...(this.scripts.get(path) ?? []), ...answers]);
  }

  received(sub: TestSubscription): ReceivedPush[] {
    return this.accepted.get(new URL(sub.endpoint).pathname) ?? [];
  }

  requests(sub: TestSubscription): number {
    return this.requestCounts.get(new URL(sub.endpoint).pathname) ?? 0;
  }

  close(): Promise<void> {
    return new Promise((r) => this.server.close(() => r()));
  }

  private handle(req: import('node:http').IncomingMessage, body: Buffer): Scripted {
    const path = req.url ?? '';
    this.requestCounts.set(path, (this.requestCounts.get(path) ?? 0) + 1);
    const sub = this.subscriptions.get(path) ?? this.families.get(path.slice(0, path.lastIndexOf('/') + 1));
    if (req.method !== 'POST' || !sub) return { status: 404 };
    const scripted = this.scripts.get(path)?.shift();
    if (scripted) return scripted;
    if (this.arrivals++ % this.options.checkEvery !== 0) {
      this.options.onPush?.(path, undefined, performance.now());
      return { status: 201 };
    }
    try {
      const vapid = this.checkVapid(req.headers.authorization);
      if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding ${req.headers['content-encoding']}`);
      const ttl = Number(req.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) throw new Error(`TTL ${req.headers.ttl}`);
      const payload = JSON.parse(decryptAes128gcm(body, sub).toString('utf8'));
      const push: ReceivedPush = { payload, ttl, urgency: req.headers.urgency as string | undefined, ...vapid };
      this.accepted.set(path, [...(this.accepted.get(path) ?? []), push]);
      this.options.onPush?.(path, push, performance.now());
      return { status: 201 };
    } catch (err) {
      this.problems.push(`${path}: ${(err as Error).message}`);
      return { status: 400 };
    }
  }

  /** `vapid t=<JWT>, k=<public key>`: an ES256 JWT signed by k, for this origin, not expired, with a contact. */
  private checkVapid(header: string | undefined): { vapidKey: string; audience: string; subject: string } {
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
    if (!match) throw new Error(`Authorization ${header}`);
    const [, jwt, k] = match;
    const [head, claims, signature] = jwt.split('.');
    const point = Buffer.from(k, 'base64url');
    if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
      format: 'jwk',
    });
    const signed = verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
    if (!signed) throw new Error('the JWT is not signed by k');
    if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') throw new Error('alg is not ES256');
    const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString());
    if (aud !== this.origin) throw new Error(`aud ${aud} is not ${this.origin}`);
    const now = Date.now() / 1000;
    if (!(exp > now && exp <= now + 24 * 3600 + 60)) throw new Error(`exp ${exp}`);
    if (!/^(mailto:|https:)/.test(sub ?? '')) throw new Error(`sub ${sub}`);
    return { vapidKey: k, audience: aud, subject: sub };
  }
}

/** RFC 8291 §3.4 and RFC 8188 §2: one record, keyed by ECDH with the subscription's private key and its auth secret. */
export function decryptAes128gcm(body: Buffer, sub: TestSubscription): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65 || ciphertext.length > recordSize) throw new Error('not one aes128gcm record keyed by a P-256 point');
  const shared = sub.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, sub.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}
