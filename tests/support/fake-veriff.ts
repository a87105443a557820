import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { Express } from 'express';
import { createVeriffAgeAssurance, veriffSignature } from '#server/adapters/age-verifiers/veriff';
import type { AgeAssurance } from '#server/adapters/age-verifiers/provider';

export const VERIFF_API_KEY = 'b2c3d4e5-veriff-api-key-of-the-tests';
export const VERIFF_SECRET = 'f6a7b8c9-veriff-shared-secret-of-the-tests';

interface Session {
  id: string;
  vendorData: string;
  callback: string;
}

/**
 * Veriff's API as far as the adapter uses it (https://devdocs.veriff.com): POST /v1/sessions
 * with the X-AUTH-CLIENT header answers `{status: 'success', verification: {id, url, …}}`, and
 * the decision webhook, signed with the integration's shared secret (X-HMAC-SIGNATURE: hex
 * HMAC-SHA256 of the raw body), carries the decision with the person's data beside it, as
 * Veriff's does, so a test can see that none of it is kept.
 */
export class FakeVeriff {
  readonly sessions = new Map<string, Session>();
  readonly received: { path: string; client: string | undefined; body: unknown }[] = [];
  private server: http.Server | undefined;

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const client = req.headers['x-auth-client'];
        const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
        this.received.push({ path: req.url ?? '', client: typeof client === 'string' ? client : undefined, body });
        res.setHeader('Content-Type', 'application/json');
        if (req.method !== 'POST' || req.url !== '/v1/sessions') return res.writeHead(404).end(JSON.stringify({ status: 'fail', code: 1404 }));
        if (client !== VERIFF_API_KEY)
          return res
            .writeHead(401)
            .end(JSON.stringify({ status: 'fail', code: 1801, message: 'Mandatory X-AUTH-CLIENT header containing the API key is missing from the request.' }));
        const verification = (body as { verification?: { callback?: string; vendorData?: string } } | null)?.verification ?? {};
        const id = crypto.randomUUID();
        this.sessions.set(id, { id, vendorData: verification.vendorData ?? '', callback: verification.callback ?? '' });
        const token = crypto.randomBytes(24).toString('base64url');
        res.writeHead(201).end(
          JSON.stringify({
            status: 'success',
            verification: {
              id,
              url: `https://alchemy.veriff.com/v/${token}`,
              vendorData: verification.vendorData,
              host: 'https://alchemy.veriff.com',
              status: 'created',
              sessionToken: token,
            },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The decision webhook's body, as Veriff sends it (the person and document data included). */
  decisionBody(sessionId: string, status: string): string {
    const session = this.sessions.get(sessionId);
    return JSON.stringify({
      status: 'success',
      verification: {
        id: sessionId,
        attemptId: crypto.randomUUID(),
        vendorData: session?.vendorData ?? null,
        endUserId: null,
        status,
        code: { approved: 9001, declined: 9102, resubmission_requested: 9103, expired: 9104, abandoned: 9104 }[status] ?? 9001,
        reason: status === 'declined' ? 'Physical document not used' : null,
        reasonCode: status === 'declined' ? 102 : null,
        decisionTime: '2026-12-06T20:00:00.000Z',
        acceptanceTime: '2026-12-06T19:58:00.000Z',
        person: { firstName: 'SARAH', lastName: 'MORGAN', dateOfBirth: '1990-04-12', idNumber: '123456789' },
        document: { number: 'X1234567', type: 'PASSPORT', country: 'GB', validUntil: '2030-01-01' },
      },
      technicalData: { ip: '203.0.113.7' },
    });
  }

  /** Veriff calling the decisions webhook of `app` (its site's host), signed with `secret`. */
  sendDecision(app: Express, host: string, body: string, secret = VERIFF_SECRET, apiKey = VERIFF_API_KEY) {
    return request(app)
      .post('/api/age-check/webhook/veriff')
      .set('Host', host)
      .set('Content-Type', 'application/json')
      .set('X-AUTH-CLIENT', apiKey)
      .set('X-HMAC-SIGNATURE', veriffSignature(secret, body))
      .send(body);
  }
}

/** The Veriff adapter aimed at a fake. */
export function veriffAgainst(baseUrl: string): AgeAssurance {
  return createVeriffAgeAssurance({ apiKey: VERIFF_API_KEY, sharedSecret: VERIFF_SECRET, baseUrl });
}
