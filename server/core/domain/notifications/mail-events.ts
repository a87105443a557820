import crypto from 'node:crypto';
import { and, count, eq, gt, isNull, ne, or } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Db } from '#server/platform/db/client';
import { mailEvents, users, type MailEventKind } from '#server/platform/db/schema';
import type { Secrets } from '#server/platform/secrets';
import { verpCandidates, verpMember } from './verp';

/** What a report turned out to be; 'ignored': not a bounce or complaint about a member of this site. */
export type MailEventOutcome = MailEventKind | 'ignored';

interface Report {
  kind: MailEventKind;
  /** The worst DSN status (5.1.1) or the ARF feedback type (abuse). */
  detail: string;
  /** The addresses the report is about (DSN Final-Recipient, ARF Original-Rcpt-To), lower-cased. */
  recipients: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Other permanent failures (mailbox full for good, policy) stop the address only when they repeat. */
const BOUNCES_TO_DISABLE = 3;
const BOUNCE_WINDOW_MS = 30 * DAY_MS;
/** How much of each part is searched for the member's bounce address. */
const SEARCHED_CHARS = 256 * 1024;

/** RFC 822-style field groups (a DSN's per-message and per-recipient blocks, an ARF report): lower-cased names, unfolded values. */
function fieldGroups(text: string): Map<string, string>[] {
  return text
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => {
      const fields = new Map<string, string>();
      for (const line of block.replace(/\n[ \t]+/g, ' ').split('\n')) {
        const match = /^([\w-]+)\s*:\s*(.*)$/.exec(line);
        if (match) fields.set((match[1] as string).toLowerCase(), (match[2] as string).trim());
      }
      return fields;
    })
    .filter((fields) => fields.size > 0);
}

/** "rfc822; Anna@Example.org" → "anna@example.org". */
function address(value: string | undefined): string | undefined {
  const bare = value?.split(';').pop()?.trim().replace(/^<|>$/g, '').toLowerCase();
  return bare || undefined;
}

function partText(mail: ParsedMail, contentType: string): string | undefined {
  return mail.attachments.find((part) => part.contentType === contentType)?.content.toString('utf8');
}

/**
 * RFC 3464: each recipient's Action and Status. A failure with a 5.x.x status (or none) is a
 * hard bounce, a delay or a 4.x.x a soft one; delivered, relayed and expanded say nothing.
 */
function deliveryReport(text: string): Report | undefined {
  let hard: string | undefined;
  let soft: string | undefined;
  const recipients: string[] = [];
  for (const fields of fieldGroups(text)) {
    const action = fields.get('action')?.toLowerCase();
    const status = /^([245])\.\d{1,3}\.\d{1,3}/.exec(fields.get('status') ?? '')?.[0];
    if (!action && !status) continue;
    const recipient = address(fields.get('final-recipient') ?? fields.get('original-recipient'));
    if (action === 'failed' && (!status || status.startsWith('5'))) {
      // Unknown user or domain (5.1.x) outranks any other failure in the same report.
      if (!hard || (status?.startsWith('5.1.') && !hard.startsWith('5.1.'))) hard = status ?? '5.0.0';
    } else if (action === 'delayed' || status?.startsWith('4')) soft ??= status ?? '4.0.0';
    else continue;
    if (recipient) recipients.push(recipient);
  }
  if (hard) return { kind: 'hard_bounce', detail: hard, recipients };
  if (soft) return { kind: 'soft_bounce', detail: soft, recipients };
  return undefined;
}

/** RFC 5965: only Feedback-Type abuse is a member's spam complaint (not fraud, virus or not-spam). */
function feedbackReport(text: string): Report | undefined {
  const fields = new Map(fieldGroups(text).flatMap((group) => [...group]));
  const type = fields.get('feedback-type')?.toLowerCase();
  if (type !== 'abuse') return undefined;
  const recipient = address(fields.get('original-rcpt-to'));
  return { kind: 'complaint', detail: type, recipients: recipient ? [recipient] : [] };
}

/** Where our bounce address can stand: the report's own recipient headers, the returned message, the report's text. */
function searchedText(mail: ParsedMail): string {
  const headers = ['to', 'x-original-to', 'delivered-to'].map((name) => {
    const value = mail.headers.get(name);
    return typeof value === 'string' ? value : JSON.stringify(value ?? '');
  });
  const parts = mail.attachments.map((part) => part.content.subarray(0, SEARCHED_CHARS).toString('utf8'));
  return [...headers, ...parts, (mail.text ?? '').slice(0, SEARCHED_CHARS)].join('\n');
}

interface ReadReport extends Report {
  userId: number;
  reportId: string;
}

/** The member of this site a raw DSN or ARF message is about, and what it says; undefined for anything else. */
async function readReport(secrets: Secrets, tenantId: string, raw: Buffer): Promise<ReadReport | undefined> {
  let mail: ParsedMail;
  try {
    // Delivery status and returned messages as parts of their own, not folded into the text.
    mail = await simpleParser(raw, { keepDeliveryStatus: true, ignoreEmbedded: true, skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
  } catch {
    return undefined;
  }
  const deliveryStatus = partText(mail, 'message/delivery-status');
  const feedback = partText(mail, 'message/feedback-report');
  const report = deliveryStatus !== undefined ? deliveryReport(deliveryStatus) : feedback !== undefined ? feedbackReport(feedback) : undefined;
  if (!report) return undefined;
  const userId = verpCandidates(searchedText(mail))
    .map((candidate) => verpMember(secrets, tenantId, candidate))
    .find((id) => id !== undefined);
  if (userId === undefined) return undefined;
  // A report without a Message-ID is known by its bytes: delivered twice, it still counts once.
  const reportId = mail.messageId ?? `sha256:${crypto.createHash('sha256').update(raw).digest('hex')}`;
  return { ...report, userId, reportId };
}

/**
 * Records a bounce or spam report about a notification mail of this site (POST /api/mail-events.php)
 * and stops the member's address when it must: at once for a complaint (fbl) or an unknown
 * mailbox or domain (5.1.x), after three other permanent failures in 30 days (bounce). A soft
 * bounce is only recorded. A report about an address the member no longer uses changes nothing.
 */
export async function recordMailEvent(db: Db, secrets: Secrets, tenantId: string, raw: Buffer, now: Date): Promise<MailEventOutcome> {
  const report = await readReport(secrets, tenantId, raw);
  if (!report) return 'ignored';
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, report.userId), eq(users.tenantId, tenantId)))
      .for('update');
    if (!user) return 'ignored';
    if (report.recipients.length && !report.recipients.includes(user.email.toLowerCase())) return 'ignored';
    const inserted = await tx
      .insert(mailEvents)
      .values({ tenantId, userId: report.userId, kind: report.kind, detail: report.detail, reportId: report.reportId.slice(0, 500), createdAt: now })
      .onConflictDoNothing()
      .returning({ id: mailEvents.id });
    if (!inserted.length || report.kind === 'soft_bounce') return report.kind;
    if (report.kind === 'complaint') {
      await tx
        .update(users)
        .set({ emailDisabled: 'fbl', emailDisabledAt: now })
        .where(and(eq(users.id, report.userId), or(isNull(users.emailDisabled), ne(users.emailDisabled, 'fbl'))));
      return report.kind;
    }
    if (!report.detail.startsWith('5.1.')) {
      const [recent] = await tx
        .select({ total: count() })
        .from(mailEvents)
        .where(
          and(eq(mailEvents.userId, report.userId), eq(mailEvents.kind, 'hard_bounce'), gt(mailEvents.createdAt, new Date(now.getTime() - BOUNCE_WINDOW_MS))),
        );
      if (Number(recent?.total ?? 0) < BOUNCES_TO_DISABLE) return report.kind;
    }
    await tx
      .update(users)
      .set({ emailDisabled: 'bounce', emailDisabledAt: now })
      .where(and(eq(users.id, report.userId), isNull(users.emailDisabled)));
    return report.kind;
  });
}
