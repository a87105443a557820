import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ece from 'http_ece';
import { createPushAgent, type Resolver } from '#server/adapters/web-push/agent';

/** A host name the fake's certificate also holds (tests resolve it themselves, see agent()). */
export const FAKE_PUSH_NAME = 'push.fake-push.test';

/** One request the push service received, as it arrived. */
export interface RecordedPush {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** When it arrived (ms since the epoch, sub-millisecond), for the delay figures of the bench. */
  receivedAt: number;
}

/** A browser's side of a subscription: what it hands the site, and the secrets that decrypt. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: crypto.ECDH;
  authSecret: Buffer;
}

/** A throwaway CA and a server certificate it signed for 127.0.0.1 and FAKE_PUSH_NAME, made with openssl. */
function makeCertificates(dir: string): { caPath: string; key: string; cert: string } {
  const run = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  run('req', '-x509', '-new', ...ec, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=Fake push service test CA');
  run('req', '-new', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=127.0.0.1');
  fs.writeFileSync(
    path.join(dir, 'server.ext'),
    `subjectAltName=IP:127.0.0.1,DNS:${FAKE_PUSH_NAME}\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature\nextendedKeyUsage=serverAuth\n`,
  );
  run(
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'server.pem',
    '-days',
    '2',
    '-extfile',
    'server.ext',
  );
  return {
    caPath: path.join(dir, 'ca.pem'),
    key: fs.readFileSync(path.join(dir, 'server.key'), 'utf8'),
    cert: fs.readFileSync(path.join(dir, 'server.pem'), 'utf8'),
  };
}

/**
 * A web push service on loopback (RFC 8030, as far as a sender sees it): HTTPS with a test
 * certificate, records every request, answers the status a test sets. The sender is told to trust
 * it through agent() in the process, or NODE_EXTRA_CA_CERTS=caPath in a child process.
 */
export class FakePushService {
  readonly requests: RecordedPush[] = [];
  /** What every request is answered (201 Created, as push services do); 429 and 503 carry Retry-After. */
  status = 201;

  private constructor(
    private readonly server: https.Server,
    private readonly dir: string,
    /** The CA's PEM file, for NODE_EXTRA_CA_CERTS. */
    readonly caPath: string,
    readonly port: number,
  ) {}

  static async start(): Promise<FakePushService> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-push-'));
    const { caPath, key, cert } = makeCertificates(dir);
    const holder: { service?: FakePushService } = {};
    const server = https.createServer({ key, cert }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const service = holder.service;
        if (!service) return res.writeHead(503).end();
        service.requests.push({
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks),
          receivedAt: performance.timeOrigin + performance.now(),
        });
        const retry = service.status === 429 || service.status === 503 ? { 'Retry-After': '30' } : undefined;
        res.writeHead(service.status, retry).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    holder.service = new FakePushService(server, dir, caPath, (server.address() as AddressInfo).port);
    return holder.service;
  }

  /** The CA certificate (PEM). */
  get ca(): string {
    return fs.readFileSync(this.caPath, 'utf8');
  }

  /** A new browser subscription on this service: a random endpoint and the browser's own keys. */
  subscription(host = '127.0.0.1'): TestSubscription {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = crypto.randomBytes(16);
    return {
      endpoint: `https://${host}:${this.port}/wpush/v2/${crypto.randomBytes(12).toString('base64url')}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
      ecdh,
      authSecret,
    };
  }

  /** The product's push agent (SSRF guard included) trusting this service; `lookup` stands in for DNS. */
  agent({ lookup, allowLoopback = true }: { lookup?: Resolver; allowLoopback?: boolean } = {}): https.Agent {
    return createPushAgent({ allowLoopback, ca: this.ca, ...(lookup && { lookup }) });
  }

  /** What was sent to one endpoint. */
  requestsTo(endpoint: string): RecordedPush[] {
    const { pathname } = new URL(endpoint);
    return this.requests.filter((request) => request.path === pathname);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Decrypts a recorded push (aes128gcm, RFC 8291) as the browser would, and parses its JSON. */
export function decryptPush(push: RecordedPush, subscription: TestSubscription): unknown {
  const plain = ece.decrypt(push.body, { version: 'aes128gcm', privateKey: subscription.ecdh, authSecret: subscription.authSecret });
  return JSON.parse(plain.toString('utf8'));
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * Checks a recorded push's `Authorization: vapid t=<jwt>, k=<key>` (RFC 8292) as a push service
 * does: k is the site's public key, the ES256 signature holds for it, aud is the endpoint's
 * origin, exp lies within the next 24 hours, sub is a mailto: contact. Throws on any mismatch.
 */
export function verifyVapid(push: RecordedPush, publicKey: string, endpoint: string, now = Date.now()): VapidClaims {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(push.headers.authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${push.headers.authorization}`);
  const [, header, payload, signature, key] = match as unknown as [string, string, string, string, string];
  if (key !== publicKey) throw new Error(`k=${key} is not the site's public key ${publicKey}`);
  const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
  if (alg !== 'ES256') throw new Error(`alg ${alg} is not ES256`);
  const point = Buffer.from(publicKey, 'base64url');
  const verifier = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = Buffer.from(`${header}.${payload}`);
  if (!crypto.verify('sha256', signed, { key: verifier, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url')))
    throw new Error('the VAPID signature does not hold for the public key');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as VapidClaims;
  if (claims.aud !== new URL(endpoint).origin) throw new Error(`aud ${claims.aud} is not ${new URL(endpoint).origin}`);
  const seconds = now / 1000;
  if (!(claims.exp > seconds && claims.exp <= seconds + 24 * 60 * 60)) throw new Error(`exp ${claims.exp} is not within 24 h of ${seconds}`);
  if (!/^mailto:.+@.+/.test(claims.sub)) throw new Error(`sub ${claims.sub} is not a mailto: contact`);
  return claims;
}
