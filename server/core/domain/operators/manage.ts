import { and, arrayOverlaps, asc, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { auditLog, operators, operatorSessions, type Operator } from '#server/platform/db/schema';
import { DomainError } from '../errors';
import type { Secrets } from '#server/platform/secrets';
import { checkRoleAndSites, createOperator, type NewOperator } from './accounts';
import { AREAS, coversAllSites, maySeeSite, mayUse } from './roles';
import { disableOperator } from './sessions';

type Access = Pick<Operator, 'role' | 'tenants'>;

export interface OperatorListRow {
  operator: Operator;
  /** The last sign-in the audit log records, null before the first. */
  lastSignInAt: Date | null;
}

const forbidden = () => new DomainError(403, 'forbidden', 'operator_console.forbidden');

/**
 * Whom an owner may manage: an owner of every site anyone; an owner of some sites only operators
 * whose sites all lie within theirs (never an operator of every site).
 */
export function mayManage(actor: Access, target: Access): boolean {
  if (coversAllSites(actor)) return true;
  return target.tenants.length > 0 && target.tenants.every((id) => maySeeSite(actor, id));
}

/**
 * Operators as an owner sees them: every one for an owner of every site; otherwise those sharing
 * a site with the owner, and the owner. Oldest first (the operators table is small: no paging).
 */
export async function listOperators(db: Db, viewer: Operator): Promise<OperatorListRow[]> {
  // The latest sign-in walks audit_log_operator (operator_id, id) backwards to its first login row.
  const lastSignIn = db
    .select({ at: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.operatorId, operators.id), eq(auditLog.action, 'operator_login')))
    .orderBy(desc(auditLog.id))
    .limit(1);
  const scope = coversAllSites(viewer)
    ? undefined
    : or(eq(operators.id, viewer.id), viewer.tenants.length ? arrayOverlaps(operators.tenants, viewer.tenants) : undefined);
  const rows = await db
    .select({ operator: operators, lastSignInAt: sql`(${lastSignIn})`.mapWith(auditLog.createdAt) })
    .from(operators)
    .where(scope)
    .orderBy(asc(operators.id));
  return rows.map((row) => ({ operator: row.operator, lastSignInAt: row.lastSignInAt ?? null }));
}

/** Creates an operator as the CLI does (the same checks, createOperator), within the sites the owner has. */
export async function addOperator(
  db: Db,
  secrets: Secrets,
  actor: Operator,
  input: { email: string; role: string; tenants: readonly string[]; now: Date },
  knownSites: readonly string[],
): Promise<NewOperator> {
  // Nobody hands out more sites than they have themselves.
  if (!mayManage(actor, checkRoleAndSites(input, knownSites))) throw forbidden();
  return createOperator(db, secrets, input, knownSites);
}

/** An operator the actor may manage (404 when there is none, 403 when it is outside the actor's sites). */
async function managedOperator(db: Pick<Db, 'select'>, actor: Operator, id: number): Promise<Operator> {
  const [target] = await db.select().from(operators).where(eq(operators.id, id)).for('update');
  if (!target) throw new DomainError(404, 'operator_not_found', 'operator_console.operator_not_found');
  if (!mayManage(actor, target)) throw forbidden();
  return target;
}

/**
 * The deploy keeps one active owner of every site at least: without one nobody could add
 * operators or sites any more. Runs inside the change's transaction, with the owners locked.
 */
async function keepAnOwner(tx: Pick<Db, 'select'>, target: Operator, after: Access & { disabled: boolean }): Promise<void> {
  const wasOwnerOfAll = coversAllSites(target) && !target.disabledAt;
  if (!wasOwnerOfAll || (coversAllSites(after) && !after.disabled)) return;
  const others = await tx
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.role, 'owner'), sql`cardinality(${operators.tenants}) = 0`, isNull(operators.disabledAt), ne(operators.id, target.id)))
    .for('update');
  if (!others.length) throw new DomainError(409, 'last_owner', 'operator_console.last_owner');
}

/** Whether the new access takes anything away: an area of the role or a site. */
export function rightsShrink(before: Access, after: Access): boolean {
  if (AREAS.some((area) => mayUse(before, area) && !mayUse(after, area))) return true;
  if (coversAllSites(before)) return !coversAllSites(after);
  return before.tenants.some((id) => !maySeeSite(after, id));
}

export interface AccessChange {
  before: Operator;
  after: Operator;
  /** The operator's sessions were ended because their rights shrank. */
  sessionsEnded: boolean;
}

/** A new role and sites for an operator (the same checks as creating one); ends their sessions when their rights shrink. */
export async function changeOperatorAccess(
  db: Db,
  actor: Operator,
  id: number,
  input: { role: string; tenants: readonly string[] },
  knownSites: readonly string[],
): Promise<AccessChange> {
  const access = checkRoleAndSites(input, knownSites);
  // Nobody hands out more sites than they have themselves.
  if (!mayManage(actor, access)) throw forbidden();
  return db.transaction(async (tx) => {
    const before = await managedOperator(tx, actor, id);
    await keepAnOwner(tx, before, { ...access, disabled: Boolean(before.disabledAt) });
    const [after] = await tx.update(operators).set(access).where(eq(operators.id, id)).returning();
    if (!after) throw new Error('operator vanished inside its transaction');
    const sessionsEnded = rightsShrink(before, after);
    if (sessionsEnded) await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, id));
    return { before, after, sessionsEnded };
  });
}

/** Disables an operator and ends their sessions; undefined when they were disabled already (nothing changes). */
export async function disableOperatorById(db: Db, actor: Operator, id: number, now: Date): Promise<Operator | undefined> {
  return db.transaction(async (tx) => {
    const target = await managedOperator(tx, actor, id);
    if (target.disabledAt) return undefined;
    await keepAnOwner(tx, target, { ...target, disabled: true });
    return disableOperator(tx, target.email, now);
  });
}
