import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '#tests/support/backends';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { auditLog, type Operator, type OperatorRole } from '#server/platform/db/schema';
import { audit } from '#server/core/domain/operators/audit';
import { siteScope } from '#server/core/domain/operators/roles';

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
