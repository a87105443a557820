import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import {
  blocks,
  complaints,
  conversations,
  creditLedger,
  directDebitRequests,
  likes,
  mailEvents,
  messages,
  paymentMandates,
  paymentRefunds,
  payments,
  photos,
  photoVerifications,
  profiles,
  pushSubscriptions,
  swipes,
} from '#server/platform/db/schema';
import type { User } from '#server/core/domain/accounts/context';
import { ageChecksOf, type AgeCheck } from '#server/core/domain/age-assurance/checks';
import type { MemberFiles } from '#server/core/domain/accounts/erasure';
import { loadNotificationSettings } from '#server/core/domain/profiles/notifications';
import type { LoadedNotificationSettings } from '#server/core/domain/profiles/notifications';
import { chatPhotoPath, photoPath, selfiePath } from './paths';
import type { TenantContext } from '#server/platform/tenancy/registry';
import type { ZipWriter } from './zip';

export interface ExportSite {
  id: string;
  name: string | null;
  domain: string | null;
}

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];
type Like = { memberId: number; name: string | null; at: Date; isNew?: boolean };

/**
 * How each file of the export is shaped: server/core/presenters/data-export.ts, handed in by the
 * routes. The export is written while it is read (years of messages never sit in memory), so the
 * domain cannot hand the rows back for a presenter to shape afterwards; it calls the shapes it is
 * given instead, and never imports a presenter.
 */
export interface ExportShapes {
  account(
    user: User,
    site: ExportSite,
    loaded: {
      notifications: LoadedNotificationSettings;
      push: Pick<Row<typeof pushSubscriptions>, 'endpoint' | 'createdAt' | 'lastSuccessAt'>[];
      mailEvents: { kind: string; detail: string; createdAt: Date }[];
    },
  ): unknown;
  profile(profile: Row<typeof profiles> | undefined): unknown;
  photo(photo: Row<typeof photos>, stored: boolean): unknown;
  conversationHead(conversation: Row<typeof conversations>, memberId: number, other: { id: number; name: string | null; fictional: boolean }): object;
  message(message: Row<typeof messages>, memberId: number, photoStored: boolean): unknown;
  likes(loaded: { given: Like[]; received: Like[]; swipes: Row<typeof swipes>[] }): unknown;
  payments(loaded: {
    payments: Row<typeof payments>[];
    refunds: Row<typeof paymentRefunds>[];
    mandates: Row<typeof paymentMandates>[];
    directDebit: Row<typeof directDebitRequests>[];
  }): unknown;
  credits(rows: Row<typeof creditLedger>[]): unknown;
  complaints(rows: Row<typeof complaints>[]): unknown;
  verification(rows: { row: Row<typeof photoVerifications>; stored: boolean }[]): unknown;
  ageAssurance(user: User, checks: AgeCheck[]): unknown;
}

/** Messages are read in pages of this many per conversation (messages_conversation), never all at once. */
const MESSAGE_PAGE = 500;

/** The site as the export names it; a member of a site no longer served keeps its id. */
export function exportSite(tenantId: string, site: TenantContext | undefined): ExportSite {
  return { id: tenantId, name: site?.tenant.name ?? null, domain: site?.tenant.domains[0] ?? null };
}

/** `<site>-data-export-<date>.zip`; an operator's copy names the member as well. */
export function exportFileName(tenantId: string, now: Date, memberId?: number): string {
  return `${tenantId}${memberId === undefined ? '' : `-member-${memberId}`}-data-export-${now.toISOString().slice(0, 10)}.zip`;
}

export interface ExportDeps {
  db: Db;
  files: MemberFiles;
  shapes: ExportShapes;
}

/** Names and fictional flags of the other members an export mentions, one query. */
async function namesOf(db: Db, ids: number[]): Promise<Map<number, { name: string; fictional: boolean }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: profiles.userId, name: profiles.name, fictional: profiles.fictional })
    .from(profiles)
    .where(inArray(profiles.userId, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, { name: row.name, fictional: row.fictional }]));
}

async function writeAccount(deps: ExportDeps, zip: ZipWriter, member: User, site: ExportSite): Promise<void> {
  const { db } = deps;
  const notifications = await loadNotificationSettings(db, member.id);
  const push = await db
    .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt, lastSuccessAt: pushSubscriptions.lastSuccessAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, member.id));
  const reports = await db
    .select({ kind: mailEvents.kind, detail: mailEvents.detail, createdAt: mailEvents.createdAt })
    .from(mailEvents)
    .where(eq(mailEvents.userId, member.id));
  await zip.json('account', deps.shapes.account(member, site, { notifications, push, mailEvents: reports }));
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, member.id));
  await zip.json('profile', deps.shapes.profile(profile));
}

async function writePhotos(deps: ExportDeps, zip: ZipWriter, member: User): Promise<void> {
  const rows = await deps.db.select().from(photos).where(eq(photos.userId, member.id)).orderBy(asc(photos.id));
  const listed = [];
  for (const photo of rows) {
    const data = await deps.files.media.read(photo.filename);
    if (data) await zip.file(photoPath(photo), data);
    listed.push(deps.shapes.photo(photo, data !== null));
  }
  await zip.json('photos/photos', listed);
}

/** messages.json is written conversation by conversation as it is read; photo messages' files go under chat-photos/. */
async function writeMessages(deps: ExportDeps, zip: ZipWriter, member: User): Promise<void> {
  const { db } = deps;
  const theirs = await db
    .select()
    .from(conversations)
    .where(or(eq(conversations.memberA, member.id), eq(conversations.memberB, member.id)))
    .orderBy(asc(conversations.id));
  const otherOf = (conversation: (typeof theirs)[number]) => (conversation.memberA === member.id ? conversation.memberB : conversation.memberA);
  const names = await namesOf(db, theirs.map(otherOf));
  const photosToAdd: { id: number; key: string }[] = [];
  const out = zip.open('messages');
  await out.write('[');
  for (const [index, conversation] of theirs.entries()) {
    const other = otherOf(conversation);
    const head = deps.shapes.conversationHead(conversation, member.id, {
      id: other,
      name: names.get(other)?.name ?? null,
      fictional: names.get(other)?.fictional ?? false,
    });
    // The head's closing brace is left off: its messages follow inside the same object, page by page.
    await out.write(`${index ? ',' : ''}\n${JSON.stringify(head).slice(0, -1)},"messages":[`);
    let written = 0;
    for (let after = 0; ;) {
      const page = await db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, conversation.id), gt(messages.id, after)))
        .orderBy(asc(messages.id))
        .limit(MESSAGE_PAGE);
      for (const message of page) if (message.photoFilename) photosToAdd.push({ id: message.id, key: message.photoFilename });
      const lines = page.map((message) => JSON.stringify(deps.shapes.message(message, member.id, message.photoFilename !== null)));
      if (lines.length) await out.write(`${written ? ',' : ''}\n${lines.join(',\n')}`);
      written += lines.length;
      const last = page.at(-1);
      if (!last || page.length < MESSAGE_PAGE) break;
      after = last.id;
    }
    await out.write(written ? '\n]}' : ']}');
  }
  await out.write(theirs.length ? '\n]\n' : ']\n');
  await out.close();
  for (const photo of photosToAdd) {
    const data = await deps.files.media.read(photo.key);
    if (data) await zip.file(chatPhotoPath(photo), data);
  }
}

async function writeLikes(deps: ExportDeps, zip: ZipWriter, member: User): Promise<void> {
  const { db } = deps;
  const given = await db.select().from(likes).where(eq(likes.likerId, member.id));
  const received = await db.select().from(likes).where(eq(likes.likedId, member.id));
  const swiped = await db.select().from(swipes).where(eq(swipes.userId, member.id));
  const blocked = await db.select().from(blocks).where(eq(blocks.blockerId, member.id));
  const names = await namesOf(db, [...given.map((like) => like.likedId), ...received.map((like) => like.likerId), ...blocked.map((block) => block.blockedId)]);
  const nameOf = (id: number) => names.get(id)?.name ?? null;
  await zip.json(
    'likes',
    deps.shapes.likes({
      given: given.map((like) => ({ memberId: like.likedId, name: nameOf(like.likedId), at: like.createdAt })),
      received: received.map((like) => ({ memberId: like.likerId, name: nameOf(like.likerId), at: like.createdAt, isNew: like.isNew })),
      swipes: swiped,
    }),
  );
  await zip.json(
    'blocks',
    blocked.map((block) => ({ member_id: block.blockedId, name: nameOf(block.blockedId), at: block.createdAt.toISOString() })),
  );
}

async function writeMoney(deps: ExportDeps, zip: ZipWriter, member: User): Promise<void> {
  const { db } = deps;
  const paid = await db.select().from(payments).where(eq(payments.userId, member.id)).orderBy(asc(payments.id));
  const refunds = paid.length
    ? await db
        .select()
        .from(paymentRefunds)
        .where(
          inArray(
            paymentRefunds.paymentId,
            paid.map((payment) => payment.id),
          ),
        )
    : [];
  const mandates = await db.select().from(paymentMandates).where(eq(paymentMandates.userId, member.id));
  const directDebit = await db.select().from(directDebitRequests).where(eq(directDebitRequests.userId, member.id));
  await zip.json('payments', deps.shapes.payments({ payments: paid, refunds, mandates, directDebit }));
  const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, member.id)).orderBy(asc(creditLedger.id));
  await zip.json('credits', deps.shapes.credits(ledger));
}

async function writeReportsAndVerification(deps: ExportDeps, zip: ZipWriter, member: User): Promise<void> {
  const { db } = deps;
  const made = await db.select().from(complaints).where(eq(complaints.reporterId, member.id)).orderBy(asc(complaints.id));
  await zip.json('complaints', deps.shapes.complaints(made));
  const selfies = await db.select().from(photoVerifications).where(eq(photoVerifications.userId, member.id)).orderBy(asc(photoVerifications.id));
  if (!selfies.length) return;
  const listed = [];
  for (const row of selfies) {
    const data = await deps.files.selfies.read(row.filename);
    if (data) await zip.file(selfiePath(row), data);
    listed.push({ row, stored: data !== null });
  }
  await zip.json('verification', deps.shapes.verification(listed));
}

/**
 * The member's data export (docs/product.md#member-data), the same for the member and for an
 * operator answering a written request: written into `zip` section by section, files read one
 * at a time, so a member with years of messages never sits in memory whole.
 */
export async function writeMemberExport(deps: ExportDeps, zip: ZipWriter, member: User, site: ExportSite): Promise<void> {
  await writeAccount(deps, zip, member, site);
  await writePhotos(deps, zip, member);
  await writeMessages(deps, zip, member);
  await writeLikes(deps, zip, member);
  await writeMoney(deps, zip, member);
  await writeReportsAndVerification(deps, zip, member);
  // Only the outcome of each age check is kept (decision 0144), so that is all there is to export.
  const checks = await ageChecksOf(deps.db, member.id);
  if (checks.length || member.ageAssuredAt) await zip.json('age-assurance', deps.shapes.ageAssurance(member, checks));
  await zip.end();
}
