import type { AgeAssuranceLevel, AgeCheckState } from '../age-assurance';

/** GET /api/age-check.php: what the visitor's country asks of them here, and where the member stands. */
export interface AgeCheckAnswer {
  level: AgeAssuranceLevel;
  /** The site needs a provider's check for this visitor, and they have not passed one. */
  required: boolean;
  state: AgeCheckState;
  assured_at: string | null;
}

/** POST /api/age-check.php: the provider's page to send the member to. */
export interface AgeCheckStarted {
  url: string;
}

/** One check as the console and the data export show it: outcome, times, method and the provider's reference, nothing else. */
export interface AgeCheckRecord {
  provider: string;
  reference: string;
  country: string;
  status: string;
  method: string | null;
  started_at: string;
  decided_at: string | null;
}

/** Whether, when and how the member passed, and every check (the console's member page, the data export). */
export interface AgeAssuranceRecord {
  passed: boolean;
  assured_at: string | null;
  method: string | null;
  checks: AgeCheckRecord[];
}
