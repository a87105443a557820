import { sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import type { CreditMovementKind } from '#server/contract/answers/payments';
import type { User } from '../accounts/context';

/** Rows per page of the history: a month of an active member's messages fits in a few pages. */
export const HISTORY_PAGE = 30;

/** The ledger's reasons as the member reads them; both kinds of correction read alike. */
const KINDS: Record<string, CreditMovementKind> = {
  purchase: 'purchase',
  signup_bonus: 'signup_bonus',
  message: 'message',
  gift: 'gift',
  photo: 'photo',
  refund: 'refund',
  refund_failed: 'refund_reversed',
  correction: 'correction',
  operator_correction: 'correction',
};

export interface CreditMovementRow {
  id: number;
  kind: CreditMovementKind;
  amount: number;
  balance: number;
  createdAt: Date;
  paymentId: number | null;
  partner: { name: string; conversationId: number } | null;
}

interface Row {
  id: string | number;
  amount: number;
  reason: string;
  created_at: string | Date;
  balance: string | number;
  payment_id: string | number | null;
  partner_name: string | null;
  conversation_id: string | number | null;
}

/**
 * A page of the member's credit ledger, newest first, each row with the balance right after it.
 * One statement, so the balance, the sum of newer rows and the page share one snapshot: a message
 * paid meanwhile cannot make the running balance disagree with the rows. The balance is counted
 * back from today's, so it stays right however far back the ledger goes (decision 0142).
 */
export interface CreditHistory {
  movements: CreditMovementRow[];
  nextBefore: number | null;
}

export async function creditHistory(db: Db, user: User, before: number | undefined): Promise<CreditHistory> {
  const older = before === undefined ? sql`true` : sql`l.id < ${before}`;
  const newer = before === undefined ? sql`false` : sql`id >= ${before}`;
  const result = await db.execute(sql`
    with page as (
      select l.id, l.amount, l.reason, l.reference, l.created_at from credit_ledger l
      where l.user_id = ${user.id} and l.tenant_id = ${user.tenantId} and ${older}
      order by l.id desc limit ${HISTORY_PAGE + 1}
    ),
    start as (
      select u.credits - coalesce((select sum(amount) from credit_ledger where user_id = ${user.id} and ${newer}), 0) as balance
      from users u where u.id = ${user.id}
    )
    select page.id, page.amount, page.reason, page.created_at,
      start.balance - coalesce(sum(page.amount) over (order by page.id desc rows between unbounded preceding and 1 preceding), 0) as balance,
      case
        when page.reason in ('purchase', 'refund') and page.reference ~ '^[0-9]+$' then page.reference::bigint
        else r.payment_id
      end as payment_id,
      partner.name as partner_name, m.conversation_id
    from page cross join start
    left join payment_refunds r
      on r.id = case when page.reference ~ '^refund:[0-9]+$' then substr(page.reference, 8)::bigint end
    left join messages m
      on m.id = case when page.reason in ('message', 'gift', 'photo') and page.reference ~ '^[0-9]+$' then page.reference::bigint end
    left join lateral (
      select p.name from conversation_members cm join profiles p on p.user_id = cm.user_id
      where cm.conversation_id = m.conversation_id and cm.user_id <> ${user.id} limit 1
    ) partner on true
    order by page.id desc`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const page = rows.slice(0, HISTORY_PAGE);
  return {
    movements: page.map((row) => ({
      id: Number(row.id),
      kind: KINDS[row.reason] ?? 'correction',
      amount: row.amount,
      balance: Number(row.balance),
      createdAt: new Date(row.created_at),
      paymentId: row.payment_id === null ? null : Number(row.payment_id),
      partner: row.partner_name !== null && row.conversation_id !== null ? { name: row.partner_name, conversationId: Number(row.conversation_id) } : null,
    })),
    nextBefore: rows.length > HISTORY_PAGE && page.length ? Number(page[page.length - 1]?.id) : null,
  };
}
