import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Db } from '#server/platform/db/client';
import { seedDemoContent } from '#server/boot/seed/demo';
import { SESSION_TTL_MS } from '#server/core/domain/accounts/sessions';
import { hashToken, newToken } from '#server/core/domain/accounts/tokens';
import { ROOT } from '#server/platform/paths';
import { createDiskStorage } from '#server/adapters/storage/storage';
import { loadTenantFiles } from '#server/platform/tenancy/load';
import { TenantRegistry } from '#server/platform/tenancy/registry';

export const TENANT = 'flirtlocal';
const CREDITS = 100_000;
const BATCH = 1_000;

export interface BenchMember {
  id: number;
  /** Session token for the cookie. */
  token: string;
  /** The one member this member talks with. */
  partner: number;
}

/** Drops and creates the database, so its schema is always the current migrations'. */
export async function recreateDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^bench_[a-z_]+$/.test(name)) throw new Error(`refusing to drop ${name}: not a bench_* database`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/**
 * Members in one statement per batch, naming only the columns it sets (others keep their
 * defaults, so a column added by a later migration does not break the bench): users with their
 * credits, their ledger row (users.credits must equal the ledger's sum), profiles and sessions.
 */
async function insertMembers(db: Db, rows: { email: string; name: string; gender: string; token_hash: string }[], expiresAt: Date): Promise<number[]> {
  const result = (await db.execute(sql`
    with input as (
      select * from json_to_recordset(${JSON.stringify(rows)}::json) as r(email text, name text, gender text, token_hash text)
    ),
    new_users as (
      insert into users (tenant_id, email, password_hash, status, language, credits)
      select ${TENANT}, email, 'not-a-login', 'active', 'en', ${CREDITS} from input
      returning id, email
    ),
    new_ledger as (
      insert into credit_ledger (tenant_id, user_id, amount, reason, reference)
      select ${TENANT}, id, ${CREDITS}, 'correction', 'chat-bench' from new_users
    ),
    new_profiles as (
      insert into profiles (user_id, tenant_id, name, gender, sexuality, date_of_birth, country, status)
      select u.id, ${TENANT}, i.name, i.gender, 'hetero', '1990-01-01', 'GB', 'active' from input i join new_users u using (email)
    ),
    new_sessions as (
      insert into sessions (token_hash, user_id, tenant_id, expires_at)
      select i.token_hash, u.id, ${TENANT}, ${expiresAt.toISOString()}::timestamptz from input i join new_users u using (email)
    )
    select u.id from input i join new_users u using (email) order by i.email
  `)) as unknown as { rows: { id: string | number }[] };
  return result.rows.map((row) => Number(row.id));
}

/** Pairs (a, b) become conversations that already exist, with both members' sides. */
async function insertConversations(db: Db, pairs: [number, number][], now: Date): Promise<void> {
  await db.execute(sql`
    with input as (
      select * from json_to_recordset(${JSON.stringify(pairs.map(([a, b]) => ({ a, b })))}::json) as r(a bigint, b bigint)
    ),
    created as (
      insert into conversations (tenant_id, member_a, member_b, started_by, created_at)
      select ${TENANT}, a, b, a, ${now.toISOString()}::timestamptz from input
      returning id, member_a, member_b
    )
    insert into conversation_members (conversation_id, user_id, last_message_at)
    select id, member, ${now.toISOString()}::timestamptz from created, unnest(array[member_a, member_b]) as member
  `);
}

/**
 * `count` confirmed, active members with plenty of credits and a session each, paired into
 * conversations that already exist, so every send is the steady-state case: one receiver, no
 * first-message rules. Members 2k and 2k+1 talk with each other.
 */
export async function seedChatMembers(url: string, count: number): Promise<BenchMember[]> {
  if (count % 2) throw new Error('members are paired: use an even count');
  const database = await openDatabase({ url });
  const { db } = database;
  try {
    await database.migrate();
    // Redis outlives the database: its rate-limit counters (keyed by member id) and the shared
    // event channel would otherwise meet the previous run's ids, or another local server's.
    await db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), ${Date.now()})`);
    const now = new Date();
    const tokens = Array.from({ length: count }, () => newToken());
    const ids: number[] = [];
    for (let offset = 0; offset < count; offset += BATCH) {
      // Zero-padded, so "order by email" returns the ids in input order.
      const rows = tokens.slice(offset, offset + BATCH).map((token, index) => {
        const serial = String(offset + index).padStart(6, '0');
        return {
          email: `chat-bench-${serial}@flirtlocal.test`,
          name: `Bench ${serial}`,
          gender: (offset + index) % 2 ? 'male' : 'female',
          token_hash: hashToken(token),
        };
      });
      ids.push(...(await insertMembers(db, rows, new Date(now.getTime() + SESSION_TTL_MS))));
    }
    const members = ids.map((id, index) => ({ id, token: tokens[index] as string, partner: ids[index ^ 1] as number }));
    // A conversation keeps the lower member id first.
    const pairs = members
      .filter((_, index) => index % 2 === 0)
      .map((member): [number, number] => [Math.min(member.id, member.partner), Math.max(member.id, member.partner)]);
    for (let offset = 0; offset < pairs.length; offset += BATCH) await insertConversations(db, pairs.slice(offset, offset + BATCH), now);
    // The other sites' demo members now, not in the server at start: its memory before the
    // sockets connect is then that of a server that has been up a while, not of one that just
    // rendered avatars.
    const storage = createDiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-media-')));
    await seedDemoContent(db, storage, new TenantRegistry(loadTenantFiles(path.join(ROOT, 'tenants'))));
    await db.execute(sql`vacuum analyze`);
    return members;
  } finally {
    await database.close();
  }
}
