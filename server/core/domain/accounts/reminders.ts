import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { users } from '#server/platform/db/schema';
import type { TenantRegistry } from '#server/platform/tenancy/registry';
import { mailOffReason } from '../notifications/preferences';
import type { AccountDeps } from './context';
import { mailTokenLink } from './mail';

const HOUR_MS = 60 * 60 * 1000;
const BATCH = 200;

/**
 * One reminder for accounts still unconfirmed 24 to 48 hours after sign-up, unless reminders are
 * off (the member's choice, the reminder's own unsubscribe link, a stopped address). Links use the site's canonical origin, as every mail's do.
 */
export async function sendActivationReminders(deps: AccountDeps, tenants: TenantRegistry): Promise<number> {
  const now = deps.now();
  const due = await deps.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.status, 'not_confirmed'),
        isNull(users.activationRemindedAt),
        lt(users.signupDate, new Date(now.getTime() - 24 * HOUR_MS)),
        gt(users.signupDate, new Date(now.getTime() - 48 * HOUR_MS)),
      ),
    )
    .limit(BATCH);
  let sent = 0;
  for (const user of due) {
    const site = tenants.get(user.tenantId);
    // Claim the reminder first, so two processes never send it twice.
    const claimed = await deps.db
      .update(users)
      .set({ activationRemindedAt: now })
      .where(and(eq(users.id, user.id), isNull(users.activationRemindedAt)))
      .returning({ id: users.id });
    if (!site || !claimed.length || mailOffReason(user, 'reminders')) continue;
    const request = { site, language: site.tenant.domain_language, origin: site.origin, ip: 'job', country: site.tenant.countries[0] as string };
    await mailTokenLink(deps, request, user, { tokenKind: 'activation', mailKind: 'activation_reminder' });
    sent += 1;
  }
  return sent;
}
