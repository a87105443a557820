import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { pushSubscriptions, type users } from '#server/platform/db/schema';
import { jobInsert } from '#server/platform/queue/enqueue';
import { liveSocketExists } from '#server/platform/realtime/presence';

/**
 * Whether a push could reach the member now: a device subscribed and no live socket anywhere (an
 * open tab shows the news already). Read with the recipient check, in the same round trip.
 */
export function pushReachable(userId: number, now: Date): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${userId}) and not ${liveSocketExists(userId, now)})`;
}

/** What the send knows of its recipient when it plans their notification. */
export interface NoticeFacts {
  status: (typeof users.$inferSelect)['status'];
  fictional: boolean;
  pushReachable: boolean;
}

export interface MessageNotice {
  /** The notify job (dispatch-event.ts) is queued with the event: a push may go out now. */
  notifyJob: boolean;
  /** The mail job, planned in the send's own statement (a data-modifying CTE). */
  mail?: SQL;
}

/**
 * How a message's recipient hears of it: by mail after the delay, batched per conversation
 * (mail-jobs.ts checks their settings and what is still unread when it runs), and by push when a
 * device may get one. The send plans the mail itself, so the notify job, with its claim, reads
 * and completion, is queued only when a push may go: most recipients have a tab open or no
 * device, and their message then costs no job at all (issue 32). What the notify job decides for
 * a message stays as it was: nothing for a fictional profile (the site's team answers it in its
 * inbox) or an account that is not active.
 */
export function planMessageNotice(
  executor: Pick<Db, 'insert'>,
  recipient: NoticeFacts,
  message: { userId: number; conversationId: number },
  { now, mailDelayMs }: { now: Date; mailDelayMs: number },
): MessageNotice {
  if (recipient.fictional || recipient.status !== 'active') return { notifyJob: false };
  const { userId, conversationId } = message;
  const mail = jobInsert(
    executor,
    'mail_messages',
    { user_id: userId, conversation_id: conversationId },
    { key: `mail:messages:${userId}:${conversationId}`, mode: 'batch', runAt: new Date(now.getTime() + mailDelayMs) },
  );
  return { notifyJob: recipient.pushReachable, mail: mail.getSQL() };
}
