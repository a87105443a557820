import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { messages, photos, users } from '#server/platform/db/schema';
import { api } from './accounts';
import type { createMember } from './members';
import type { TestApp } from './test-app';

type Member = Awaited<ReturnType<typeof createMember>>;

/** A message sent through the chat API (the first one opens the conversation); its id and conversation. */
export async function sendMessage(t: TestApp, host: string, from: Member, to: Member, text: string): Promise<{ id: number; conversationId: number }> {
  const res = await api(t.app, host, from.cookie).post('/api/chat.php', { profile_id: to.id, text, client_id: crypto.randomUUID() }).expect(200);
  return { id: res.body.message.id as number, conversationId: res.body.message.conversation_id as number };
}

/** Messages stored straight into a conversation, in order (faster than the chat for long histories); their ids. */
export async function storeMessages(db: Db, conversationId: number, rows: { from: number; text: string }[]): Promise<number[]> {
  const ids: number[] = [];
  for (const row of rows) {
    const [stored] = await db
      .insert(messages)
      .values({ conversationId, senderId: row.from, type: 'text', text: row.text, credits: 0, clientId: crypto.randomUUID() })
      .returning({ id: messages.id });
    if (stored) ids.push(stored.id);
  }
  return ids;
}

/** A member files a complaint through the member API; its id. */
export async function fileComplaint(t: TestApp, host: string, cookie: string | undefined, body: Record<string, unknown>): Promise<number> {
  const res = await api(t.app, host, cookie)
    .post('/api/complaints.php', { reason: 'harassment', text: 'This member keeps insulting me.', ...body })
    .expect(201);
  return res.body.complaint.id as number;
}

/** A photo row for a member (no files: the console only lists them). */
export async function addPhoto(db: Db, member: { id: number }, overrides: Partial<typeof photos.$inferInsert> = {}): Promise<number> {
  const [user] = await db.select({ tenantId: users.tenantId }).from(users).where(eq(users.id, member.id));
  const name = crypto.randomUUID();
  const [photo] = await db
    .insert(photos)
    .values({
      tenantId: user?.tenantId ?? '',
      userId: member.id,
      filename: `${user?.tenantId}/${name}.webp`,
      thumbFilename: `${user?.tenantId}/${name}_thumb.webp`,
      status: 'active',
      ...overrides,
    })
    .returning({ id: photos.id });
  return photo?.id ?? 0;
}
