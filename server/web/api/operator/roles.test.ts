import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '#tests/support/backends';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { auditLog, type Operator, type OperatorRole } from '#server/platform/db/schema';
import { DomainError } from '#server/core/domain/errors';
import { audit } from '#server/core/domain/operators/audit';
import { siteScope } from '#server/core/domain/operators/roles';
import { createTranslator } from '#server/platform/i18n';
import { requireOperator } from './guard';

const english = createTranslator().t('en');

const SITE_A = 'flirtlocal';
const SITE_B = 'herzklopfen';

function operator(id: number, role: OperatorRole, tenants: string[]): Operator {
  return {
    id,
    email: `${role}${id}@example.com`,
    passwordHash: null,
    role,
    tenants,
    totpSecret: '',
    totpLastStep: null,
    setupTokenHash: null,
    setupExpiresAt: null,
    createdAt: new Date(),
    disabledAt: null,
  };
}

/** What the guard answers: the HTTP status it would send, or 200. */
function status(op: Operator | undefined, options: Parameters<typeof requireOperator>[1]): number {
  try {
    requireOperator({ host: 'operator.localhost', language: 'en', t: english, operator: op, sessionToken: op ? 'token' : undefined }, options);
    return 200;
  } catch (error) {
    if (error instanceof DomainError) return error.status;
    throw error;
  }
}

describe('the console guard', () => {
  it('answers 401 without a session and 403 outside the role or the sites', () => {
    const manager = operator(1, 'manager', [SITE_A]);
    expect(status(undefined, {})).toBe(401);
    expect(status(manager, { area: 'members', tenantId: SITE_A })).toBe(200);
    expect(status(manager, { area: 'members', tenantId: SITE_B })).toBe(403);
    expect(status(manager, { area: 'operators' })).toBe(403);
    const moderator = operator(2, 'moderator', [SITE_A]);
    expect(status(moderator, { area: 'photos', tenantId: SITE_A })).toBe(200);
    expect(status(moderator, { area: 'members', tenantId: SITE_A })).toBe(403);
    expect(status(moderator, { area: 'refunds', tenantId: SITE_A })).toBe(403);
    const support = operator(3, 'support', [SITE_B]);
    expect(status(support, { area: 'refunds', tenantId: SITE_B })).toBe(200);
    expect(status(support, { area: 'photos', tenantId: SITE_B })).toBe(403);
    expect(status(support, { area: 'payments', tenantId: SITE_A })).toBe(403);
    const owner = operator(4, 'owner', []);
    expect(status(owner, { area: 'operators', tenantId: SITE_B })).toBe(200);
    // An owner limited to some sites is limited like anyone else.
    expect(status(operator(5, 'owner', [SITE_A]), { area: 'members', tenantId: SITE_B })).toBe(403);
  });
});

describe.each(BACKENDS)('site scoping of console queries on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('shows a manager of one site nothing of another', async () => {
    const writer = operator(900, 'owner', []);
    await audit(t.database.db, writer, 'member_ban', { tenantId: SITE_A, memberId: 1 });
    await audit(t.database.db, writer, 'member_ban', { tenantId: SITE_B, memberId: 2 });
    const sitesSeenBy = async (op: Operator) => {
      const rows = await t.database.db
        .select({ tenantId: auditLog.tenantId })
        .from(auditLog)
        .where(and(eq(auditLog.operatorId, writer.id), siteScope(op, auditLog.tenantId)));
      return rows.map((row) => row.tenantId).sort();
    };
    expect(await sitesSeenBy(operator(1, 'manager', [SITE_A]))).toEqual([SITE_A]);
    expect(await sitesSeenBy(operator(2, 'support', [SITE_B]))).toEqual([SITE_B]);
    expect(await sitesSeenBy(operator(3, 'moderator', []))).toEqual([]);
    expect(await sitesSeenBy(operator(4, 'owner', []))).toEqual([SITE_A, SITE_B]);
  });
});
