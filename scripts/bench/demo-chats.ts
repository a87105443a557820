import { sql } from 'drizzle-orm';
import { openCliDatabase } from '#server/platform/db/cli-connection';
import { demoEmail } from '#server/boot/seed/demo';

/** Conversations in the demo member's list while the chat-list rows run: a full first screen of a phone and more. */
export const DEMO_CHATS = 20;

/**
 * Gives a site's demo member `DEMO_CHATS` conversations with the site's other profiles, each with a
 * message from her and an unread answer, so the chat-list rows measure a real list (partners with
 * photos, last messages, unread counts, presence) rather than an empty one. Written straight into
 * the running server's database (PostgreSQL, or the embedded one through the server's socket): new
 * members may start only two conversations through the API.
 */
export async function seedDemoChats(site: string, dataDir: string, databaseUrl?: string): Promise<void> {
  const database = await openCliDatabase({ DATABASE_URL: databaseUrl, dataDir });
  try {
    const result = (await database.db.execute(sql`
      with member as (
        select id from users where tenant_id = ${site} and email = ${demoEmail(site)}
      ),
      partners as (
        select p.user_id as id from profiles p, member m
        where p.tenant_id = ${site} and p.user_id <> m.id and p.status = 'active'
        order by p.user_id
        limit ${DEMO_CHATS}
      ),
      created as (
        insert into conversations (tenant_id, member_a, member_b, started_by)
        select ${site}, least(m.id, p.id), greatest(m.id, p.id), m.id from member m, partners p
        returning id, member_a, member_b, started_by
      ),
      written as (
        insert into messages (conversation_id, sender_id, type, text, credits, client_id, created_at)
        select c.id, turn.sender, 'text', turn.text, 0, 'bench-' || c.id || '-' || turn.n, now() - (turn.n * interval '1 minute')
        from created c,
        lateral (values
          (2, c.started_by, 'Hi! Your profile made me smile.'),
          (1, c.member_a + c.member_b - c.started_by, 'Thank you! What are you up to this weekend?')
        ) as turn(n, sender, text)
        returning conversation_id
      ),
      sides as (
        insert into conversation_members (conversation_id, user_id, unread)
        select c.id, side.user_id, case when side.user_id = c.started_by then 1 else 0 end
        from created c, lateral (values (c.member_a), (c.member_b)) as side(user_id)
        returning conversation_id
      )
      select (select count(*) from created) as conversations, (select count(*) from written) as messages, (select count(*) from sides) as sides
    `)) as unknown as { rows: { conversations: string | number }[] };
    const made = Number(result.rows[0]?.conversations ?? 0);
    if (made !== DEMO_CHATS) throw new Error(`the demo member of ${site} got ${made} conversations, not ${DEMO_CHATS}`);
  } finally {
    await database.close();
  }
}
