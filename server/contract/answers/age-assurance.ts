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
