import type { IncomingHttpHeaders } from 'node:http';

/**
 * What the app needs from an age-assurance provider. Adapters translate to the provider's own API;
 * the decision path is the same for all: the provider's signed webhook is checked by its adapter
 * (parseDecision) and applied by one domain function (server/core/domain/age-assurance/checks.ts).
 */
export type AgeDecisionStatus = 'started' | 'approved' | 'declined' | 'expired' | 'abandoned' | 'resubmission_requested';

export interface StartSessionInput {
  /** Our check's id, kept by the provider (Veriff: vendorData) and named in its decision. */
  checkId: number;
  /** Where the member's browser returns when the provider's flow ends; from the site's origin. */
  returnUrl: string;
  /** The site's canonical origin (server/platform/tenancy/origin.ts): the sandbox's own page lives there. */
  siteOrigin: string;
}

export interface StartedSession {
  /** The provider's session id: what its webhook names. */
  sessionRef: string;
  /** The provider's page the member is sent to. */
  url: string;
}

export interface AgeDecision {
  sessionRef: string;
  status: AgeDecisionStatus;
  /** How age was established (e.g. id_document), null until decided. */
  method: string | null;
}

export interface AgeAssurance {
  readonly id: 'veriff' | 'sandbox';
  startSession(input: StartSessionInput): Promise<StartedSession>;
  /** The decision a webhook carries, its signature checked; throws DecisionRejected otherwise. */
  parseDecision(input: { rawBody: Buffer; headers: IncomingHttpHeaders }): AgeDecision;
}

/** A webhook that is not the provider's (bad or missing signature) or not a decision we understand. */
export class DecisionRejected extends Error {}

/** The provider could not start a session (down, refused our credentials). */
export class ProviderUnavailable extends Error {}
