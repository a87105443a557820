import type { Operator } from '#server/platform/db/schema';
import { coversAllSites } from '#server/core/domain/operators/roles';

/** Where an account stands: signing in, refused, or waiting for its sign-in link to be used (or past it). */
export function operatorState(operator: Operator, now: Date): 'active' | 'disabled' | 'invited' | 'link_expired' {
  if (operator.disabledAt) return 'disabled';
  if (operator.passwordHash) return 'active';
  return operator.setupExpiresAt && operator.setupExpiresAt > now ? 'invited' : 'link_expired';
}

/** One operator in the owners' list (never a secret: no password hash, TOTP secret or link token). */
export function presentOperatorAccount(operator: Operator, view: { now: Date; viewerId: number; manageable: boolean; lastSignInAt: Date | null }) {
  return {
    id: operator.id,
    email: operator.email,
    role: operator.role,
    all_sites: coversAllSites(operator),
    tenants: operator.tenants,
    state: operatorState(operator, view.now),
    created_at: operator.createdAt.toISOString(),
    disabled_at: operator.disabledAt?.toISOString() ?? null,
    last_sign_in_at: view.lastSignInAt?.toISOString() ?? null,
    is_self: operator.id === view.viewerId,
    manageable: view.manageable,
  };
}
