import type { Tenant } from '#server/platform/tenancy/schema';
import type { Deliver } from '#server/adapters/payment-providers/deliver';
import type { AgeAssurance } from './provider';
import { createSandboxAgeAssurance, type SandboxAgeAssurance } from './sandbox';
import { createVeriffAgeAssurance } from './veriff';

export interface AgeAssurers {
  /** The built-in sandbox; null where the deployment takes none (production without AGE_ASSURANCE=sandbox). */
  sandbox: SandboxAgeAssurance | null;
  /** The provider a site's checks go to (its file's choice; auto: Veriff when configured, else the sandbox where allowed); null: none. */
  providerFor(tenant: Pick<Tenant, 'age_assurance'>): AgeAssurance | null;
  /** The provider a webhook names in its path. */
  byId(id: string): AgeAssurance | undefined;
}

export function createAgeAssurers(options: {
  deliver: Deliver;
  sandboxSecret: string;
  sandboxAllowed: boolean;
  veriff?: { apiKey: string; sharedSecret: string; baseUrl?: string | undefined } | undefined;
  /** An adapter made elsewhere (tests against a loopback Veriff); it wins over `veriff`. */
  provider?: AgeAssurance | undefined;
}): AgeAssurers {
  const sandbox = options.sandboxAllowed ? createSandboxAgeAssurance({ secret: options.sandboxSecret, deliver: options.deliver }) : null;
  const veriff = options.provider ?? (options.veriff ? createVeriffAgeAssurance(options.veriff) : undefined);
  return {
    sandbox,
    providerFor(tenant) {
      if (tenant.age_assurance.provider === 'sandbox') return sandbox;
      if (tenant.age_assurance.provider === 'veriff') return veriff ?? null;
      return veriff ?? sandbox;
    },
    byId: (id) => (id === 'sandbox' ? (sandbox ?? undefined) : id === veriff?.id ? veriff : undefined),
  };
}
