import pg from 'pg';
import { recreateDatabase, seedChatMembers, type BenchMember } from './chat-seed';

/** A bench member with what its pages name: the one conversation it has (with its partner). */
export interface CapacityMember extends BenchMember {
  conversation: number;
}

/**
 * A fresh `bench_capacity` database with `count` paired members (the chat bench's seeding: active,
 * credits, a session and one conversation each, the demo sites' members beside them), and each
 * member's conversation id, which `/chats/{id}` needs.
 */
export async function seedCapacityMembers(databaseUrl: string, count: number): Promise<CapacityMember[]> {
  await recreateDatabase(databaseUrl);
  const members = await seedChatMembers(databaseUrl, count);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ user_id: string; conversation_id: string }>(
      'select user_id, conversation_id from conversation_members where user_id = any($1::bigint[])',
      [members.map((member) => member.id)],
    );
    const conversationOf = new Map(rows.map((row) => [Number(row.user_id), Number(row.conversation_id)]));
    return members.map((member) => {
      const conversation = conversationOf.get(member.id);
      if (conversation === undefined) throw new Error(`member ${member.id} has no conversation`);
      return { ...member, conversation };
    });
  } finally {
    await client.end();
  }
}
