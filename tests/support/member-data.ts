import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import request from 'supertest';
import { blocks, paymentRefunds, payments, photoVerifications, pushSubscriptions } from '#server/platform/db/schema';
import { applyCreditChange } from '#server/core/domain/credits/ledger';
import { variantKeys } from '#server/contract/photo-variants';
import { api } from './accounts';
import { memberFiles } from './member-files';
import { createMember } from './members';
import type { TestApp } from './test-app';

let shade = 0;

/** A plain picture, a new colour each time (photo uploads re-encode it). */
export async function picture(): Promise<Buffer> {
  shade = (shade + 41) % 256;
  return sharp({ create: { width: 400, height: 400, channels: 3, background: { r: shade, g: 120, b: 60 } } })
    .png()
    .toBuffer();
}

const upload = (t: TestApp, host: string, cookie: string, path: string) =>
  request(t.app).post(path).set('Host', host).set('X-Request-Type', 'client').set('Cookie', cookie);

/**
 * A member with something in every part of an export, talking to `other`: a profile photo,
 * text and photo messages both ways, likes both ways, a block, a complaint (and a visitor's
 * one from the same address), a paid payment with a refund, a stored card, a push device and
 * a verification selfie. Returns both members and the ids that matter.
 */
export async function memberWithData(t: TestApp, host: string) {
  const { db } = t.database;
  const member = await createMember(t.app, db, host, { aboutMe: 'Hiking, jazz and long breakfasts.' });
  const other = await createMember(t.app, db, host);
  const stranger = await createMember(t.app, db, host);
  // The demo sites' ids are their host names' first labels.
  const tenantId = host.split('.')[0] as string;
  await db.transaction(async (tx) => {
    for (const who of [member, other])
      await applyCreditChange(tx, {
        tenantId,
        userId: who.id,
        amount: 500,
        reason: 'correction',
        reference: `test-${who.id}`,
        note: `given to ${who.body.email}`,
      });
  });
  const photo = (
    await upload(t, host, member.cookie, '/api/photos.php')
      .attach('photo', await picture(), 'me.png')
      .expect(201)
  ).body.photo;
  const say = (from: typeof member, to: number, text: string) =>
    api(t.app, host, from.cookie).post('/api/chat.php', { profile_id: to, text, client_id: crypto.randomUUID() }).expect(200);
  const sendPhoto = async (from: typeof member, to: number) =>
    (
      await upload(t, host, from.cookie, '/api/chat.php')
        .field('profile_id', String(to))
        .field('type', 'photo')
        .field('client_id', crypto.randomUUID())
        .attach('photo', await picture(), { filename: 'holiday.png', contentType: 'image/png' })
        .expect(200)
    ).body.message;
  const first = (await say(member, other.id, 'Hello, how are you?')).body.message;
  await say(other, member.id, 'Fine, and you?');
  const sentPhoto = await sendPhoto(member, other.id);
  const receivedPhoto = await sendPhoto(other, member.id);
  await api(t.app, host, member.cookie).post('/api/like.php', { id: other.id }).expect(200);
  await api(t.app, host, other.cookie).post('/api/like.php', { id: member.id }).expect(200);
  await db.insert(blocks).values({ blockerId: member.id, blockedId: stranger.id });
  await api(t.app, host, member.cookie)
    .post('/api/complaints.php', { reason: 'spam_or_scam', text: 'Asked me for money', profile_id: stranger.id })
    .expect(201);
  await api(t.app, host)
    .post('/api/complaints.php', { reason: 'other', text: 'Seen from outside', profile_id: stranger.id, email: member.body.email })
    .expect(201);
  const [payment] = await db
    .insert(payments)
    .values({
      tenantId,
      userId: member.id,
      packageId: 'medium',
      credits: 500,
      amount: 1995,
      listAmount: 1995,
      currency: 'EUR',
      method: 'creditcard',
      provider: 'sandbox',
      providerRef: `tr_${crypto.randomUUID()}`,
      sequence: 'oneoff',
      status: 'paid',
      refundDays: 14,
      tracking: { network: 'adnet', ref: 'affiliate-7', sub1: `click-${member.id}`, landedAt: '2026-01-02T03:04:05.000Z' },
      paidAt: t.now(),
    })
    .returning();
  if (!payment) throw new Error('payment insert returned nothing');
  await db
    .insert(paymentRefunds)
    .values({ tenantId, paymentId: payment.id, amount: 500, credits: 100, provider: 'sandbox', reason: `asked by ${member.body.email}`, operatorId: 1 });
  await db
    .insert(pushSubscriptions)
    .values({ tenantId, userId: member.id, endpoint: `https://push.example/${member.id}`, p256dh: 'p256dh-key', auth: 'auth-secret' });
  const selfieKey = `${tenantId}/${crypto.randomUUID()}.webp`;
  const selfie = await sharp(await picture())
    .webp()
    .toBuffer();
  await memberFiles(t).selfies.put(selfieKey, selfie);
  const [verification] = await db.insert(photoVerifications).values({ tenantId, userId: member.id, pose: 'peace_sign', filename: selfieKey }).returning();
  return { member, other, stranger, tenantId, photo, first, sentPhoto, receivedPhoto, payment, selfieKey, selfie, verification };
}

/** The storage keys a member's rows point at now: their photos, their conversations' chat photos and their selfies. */
export async function storedKeys(t: TestApp, memberId: number): Promise<{ media: string[]; selfies: string[] }> {
  const { db } = t.database;
  const own = await db.execute(sql`select filename, thumb_filename as thumb, variant_widths from photos where user_id = ${memberId}`);
  const chat = await db.execute(sql`
    select m.photo_filename as filename, m.photo_thumb_filename as thumb from messages m join conversations c on c.id = m.conversation_id
    where (c.member_a = ${memberId} or c.member_b = ${memberId}) and m.photo_filename is not null`);
  const selfies = await db.execute(sql`select filename from photo_verifications where user_id = ${memberId}`);
  const rows = (result: unknown) => (result as { rows: { filename: string; thumb?: string; variant_widths?: number[] }[] }).rows;
  // A profile photo's responsive copies too (decision 0107): they must go with it.
  const copies = (row: { filename: string; variant_widths?: number[] }) => variantKeys({ filename: row.filename, variantWidths: row.variant_widths ?? [] });
  return {
    media: [...rows(own), ...rows(chat)].flatMap((row) => [row.filename, row.thumb ?? '', ...copies(row)]).filter(Boolean),
    selfies: rows(selfies).map((row) => row.filename),
  };
}

/** Every table (and how many rows) whose rows mention `text` anywhere, case-insensitively. */
export async function tablesMentioning(t: TestApp, text: string): Promise<Record<string, number>> {
  const { db } = t.database;
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as {
    rows: { table_name: string }[];
  };
  const found: Record<string, number> = {};
  for (const { table_name: table } of tables.rows) {
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} as t where strpos(lower(t::text), lower(${text})) > 0`,
    )) as unknown as { rows: { n: number }[] };
    const count = Number(result.rows[0]?.n ?? 0);
    if (count) found[table] = count;
  }
  return found;
}

/** supertest keeps a ZIP body as bytes with this parser. */
function binary(res: request.Response, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/** A download as bytes (the member's or an operator's export). */
export function download(t: TestApp, host: string, path: string, cookie: string) {
  return request(t.app).get(path).set('Host', host).set('X-Request-Type', 'client').set('Cookie', cookie).buffer(true).parse(binary);
}

/** The ZIP's entries as bytes; `json('likes')` parses likes.json; `text` is every JSON entry's text. */
export function entriesOf(body: Buffer) {
  const files = unzipSync(new Uint8Array(body));
  const json = (name: string) => {
    const file = files[`${name}.json`];
    if (!file) throw new Error(`${name} is not in the export: ${Object.keys(files).join(', ')}`);
    return JSON.parse(strFromU8(file));
  };
  const text = Object.entries(files)
    .filter(([name]) => name.endsWith('.json'))
    .map(([, data]) => strFromU8(data))
    .join('\n');
  return { files, json, text };
}
