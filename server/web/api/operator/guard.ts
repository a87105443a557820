import type { Operator } from '#server/platform/db/schema';
import { DomainError } from '#server/core/domain/errors';
import { mayUse, maySeeSite, type Area } from '#server/core/domain/operators/roles';
import type { OperatorContext } from './context';

/**
 * The one guard of the console: 401 without a live console session, 403 when the operator's
 * role may not use `area` or `tenantId` is not one of their sites.
 */
export function requireOperator(ctx: OperatorContext | undefined, options: { area?: Area; tenantId?: string } = {}): Operator & { sessionToken: string } {
  const operator = ctx?.operator;
  const sessionToken = ctx?.sessionToken;
  if (!operator || !sessionToken) throw new DomainError(401, 'operator_authentication_required', 'operator_console.authentication_required');
  if (options.area && !mayUse(operator, options.area)) throw new DomainError(403, 'forbidden', 'operator_console.forbidden');
  if (options.tenantId !== undefined && !maySeeSite(operator, options.tenantId)) throw new DomainError(403, 'forbidden', 'operator_console.forbidden');
  return Object.assign(operator, { sessionToken });
}
