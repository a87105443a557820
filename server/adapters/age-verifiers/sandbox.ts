import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import type { Deliver } from '#server/adapters/payment-providers/deliver';
import { DecisionRejected, type AgeAssurance, type AgeDecision } from './provider';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** What the tester may pick on the sandbox's page: the outcomes a real provider reports. */
export const SANDBOX_OUTCOMES = ['approved', 'declined', 'resubmission_requested', 'abandoned'] as const;
export type SandboxAgeOutcome = (typeof SANDBOX_OUTCOMES)[number];

const decisionBody = z.object({ session: z.string().regex(/^sbx_age_[0-9a-f]{32}$/), status: z.enum(SANDBOX_OUTCOMES) }).strict();

export interface SandboxAgeAssurance extends AgeAssurance {
  readonly id: 'sandbox';
  /** The tester's pick on the sandbox page: sent, signed, to our webhook as a provider would; the webhook's HTTP status. */
  decide(sessionRef: string, outcome: SandboxAgeOutcome, webhookUrl: string): Promise<number>;
}

/**
 * The built-in age-assurance provider for the demo, development and tests: a page of its own
 * (server/web/api/age-check/sandbox-routes.ts) where the tester approves or declines, after which
 * it posts a signed decision to the same webhook route a real provider calls, through HTTP
 * (`deliver`), so the decision takes the same code path as Veriff's. It checks nobody's age:
 * production uses it only where AGE_ASSURANCE=sandbox says so.
 */
export function createSandboxAgeAssurance({ secret, deliver }: { secret: string; deliver: Deliver }): SandboxAgeAssurance {
  const sign = (body: Buffer | string) => `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;
  return {
    id: 'sandbox',
    async startSession({ siteOrigin }) {
      const sessionRef = `sbx_age_${crypto.randomBytes(16).toString('hex')}`;
      return { sessionRef, url: `${siteOrigin}/sandbox/age-check/${sessionRef}` };
    },
    parseDecision({ rawBody, headers }: { rawBody: Buffer; headers: IncomingHttpHeaders }): AgeDecision {
      const given = headers[SANDBOX_SIGNATURE_HEADER];
      const expected = Buffer.from(sign(rawBody));
      const signature = Buffer.from(typeof given === 'string' ? given : '');
      if (signature.length !== expected.length || !crypto.timingSafeEqual(signature, expected)) throw new DecisionRejected('bad signature');
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new DecisionRejected('not JSON');
      }
      const parsed = decisionBody.safeParse(json);
      if (!parsed.success) throw new DecisionRejected('not a decision');
      return { sessionRef: parsed.data.session, status: parsed.data.status, method: parsed.data.status === 'approved' ? 'sandbox' : null };
    },
    decide(sessionRef, outcome, webhookUrl) {
      const body = JSON.stringify({ session: sessionRef, status: outcome });
      return deliver(webhookUrl, body, { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: sign(body) });
    },
  };
}
