import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { DecisionRejected, ProviderUnavailable, type AgeAssurance, type AgeDecision, type AgeDecisionStatus } from './provider';

export const VERIFF_BASE_URL = 'https://stationapi.veriff.com';

export interface VeriffOptions {
  /** The integration's API key: the X-AUTH-CLIENT header. */
  apiKey: string;
  /** The integration's shared secret: signs the webhooks (X-HMAC-SIGNATURE). */
  sharedSecret: string;
  baseUrl?: string;
}

const sessionAnswer = z.object({
  status: z.literal('success'),
  verification: z.object({ id: z.string().min(1).max(100), url: z.url() }),
});

/** The decision webhook (verification.status) and the event webhook (action), as far as we read them. */
const decisionBody = z.object({
  verification: z.object({
    id: z.string().min(1).max(100),
    status: z.enum(['approved', 'declined', 'resubmission_requested', 'expired', 'abandoned', 'review']),
  }),
});
const eventBody = z.object({ id: z.string().min(1).max(100), action: z.enum(['started', 'submitted']) });

/** Veriff's "review" and the event webhooks are news that the check is under way, not a decision. */
const STATUS: Record<z.infer<typeof decisionBody>['verification']['status'], AgeDecisionStatus> = {
  approved: 'approved',
  declined: 'declined',
  resubmission_requested: 'resubmission_requested',
  expired: 'expired',
  abandoned: 'abandoned',
  review: 'started',
};

function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase());
  const b = Buffer.from(expected.toLowerCase());
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export function veriffSignature(secret: string, body: Buffer | string): string {
  return crypto.createHmac('sha256', secret).update(body).digest('hex');
}

/**
 * Veriff (https://devdocs.veriff.com): POST /v1/sessions makes a session and gives the hosted
 * flow's URL; the decision comes by webhook to the URL set in Veriff's portal, signed with the
 * integration's shared secret (HMAC-SHA256 of the raw body, hex). Only the session id, the status
 * and that an identity document established the age are read: the person and document data
 * Veriff sends along are never stored (data minimisation, decision 0144).
 */
export function createVeriffAgeAssurance({ apiKey, sharedSecret, baseUrl = VERIFF_BASE_URL }: VeriffOptions): AgeAssurance {
  return {
    id: 'veriff',
    async startSession({ checkId, returnUrl }) {
      const body = JSON.stringify({ verification: { callback: returnUrl, vendorData: String(checkId) } });
      let answer: Response;
      try {
        answer = await fetch(`${baseUrl.replace(/\/$/, '')}/v1/sessions`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-AUTH-CLIENT': apiKey },
          body,
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        throw new ProviderUnavailable(`Veriff unreachable: ${String(error)}`);
      }
      const parsed = sessionAnswer.safeParse(await answer.json().catch(() => null));
      if (!answer.ok || !parsed.success) throw new ProviderUnavailable(`Veriff refused the session (${answer.status})`);
      return { sessionRef: parsed.data.verification.id, url: parsed.data.verification.url };
    },
    parseDecision({ rawBody, headers }): AgeDecision {
      if (!sameText(header(headers, 'x-auth-client'), apiKey)) throw new DecisionRejected('not our integration');
      if (!sameText(header(headers, 'x-hmac-signature'), veriffSignature(sharedSecret, rawBody))) throw new DecisionRejected('bad signature');
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new DecisionRejected('not JSON');
      }
      const decision = decisionBody.safeParse(json);
      if (decision.success) {
        const { id, status } = decision.data.verification;
        return { sessionRef: id, status: STATUS[status], method: status === 'approved' ? 'id_document' : null };
      }
      const event = eventBody.safeParse(json);
      if (event.success) return { sessionRef: event.data.id, status: 'started', method: null };
      throw new DecisionRejected('not a decision');
    },
  };
}
