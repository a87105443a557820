import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '#server/platform/db/schema';
import { openDatabase } from '#server/platform/db/client';
import { BACKENDS, createScratchDatabase } from '#tests/support/backends';
import { plan, prepareMembers, sendAll, sleep, type Member } from '#tests/support/chat-delivery';
import { FakePushService } from '#tests/support/fake-push';
import { until } from '#tests/support/live-client';
import { freePort, killChildren, startServer, type ServerEnv } from '#tests/support/server-process';

/**
 * Notifications with real server processes (loopback only): a process killed while its mail is
 * on the wire, and two processes sharing PostgreSQL. Each mail and push must arrive exactly once.
 */

const postgres = BACKENDS.find((candidate) => candidate.databaseUrl);
const backend = postgres ?? (BACKENDS[0] as (typeof BACKENDS)[number]);
const LEASE_S = 3;
const MAIL_DELAY_S = 2;
const BURST_WINDOW_S = 8;

/** A mail server that counts a mail only once it answered 250; it can hold the next mail unanswered, as a slow server does. */
class HoldingSmtp {
  readonly accepted: ParsedMail[] = [];
  /** Mails whose DATA arrived while holding: never answered, so never delivered. */
  held = 0;
  holdNext = false;
  private constructor(
    private readonly server: SMTPServer,
    readonly url: string,
  ) {}

  static async start(): Promise<HoldingSmtp> {
    const holder: { smtp?: HoldingSmtp } = {};
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const smtp = holder.smtp as HoldingSmtp;
        const parsed = simpleParser(stream);
        if (smtp.holdNext) {
          smtp.holdNext = false;
          smtp.held += 1;
          // No answer: the sender waits for its 250 until it dies.
          parsed.catch(() => undefined);
          return;
        }
        parsed.then(
          (mail) => {
            smtp.accepted.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    server.on('error', () => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    holder.smtp = new HoldingSmtp(server, `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}?ignoreTLS=true`);
    return holder.smtp;
  }

  /** Conversation mails to one member: the unsubscribe link of each names the member and its type. */
  conversationMailsTo(member: Member): ParsedMail[] {
    const unsubscribe = (mail: ParsedMail) => mail.headerLines.find((line) => line.key === 'list-unsubscribe')?.line ?? '';
    return this.accepted.filter((mail) => /[?&]token=(\d+)\.(new_conversations|new_messages)\./.exec(unsubscribe(mail))?.[1] === String(member.id));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe(`notifications with server processes on ${postgres ? 'postgres' : 'pglite'}`, () => {
  const dirs: string[] = [];
  let scratch: { url: string; drop(): Promise<void> } | undefined;
  let smtp: HoldingSmtp;
  const secret = crypto.randomBytes(32).toString('base64');

  const environment = (extra: Record<string, string> = {}): ServerEnv => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'notify-faults-'));
    dirs.push(dir);
    return {
      DATA_DIR: dir,
      DATABASE_URL: scratch?.url,
      SMTP_URL: smtp.url,
      APP_SECRET: secret,
      NOTIFICATION_MAIL_DELAY_SECONDS: String(MAIL_DELAY_S),
      JOB_LEASE_SECONDS: String(LEASE_S),
      ...extra,
    };
  };

  beforeAll(async () => {
    smtp = await HoldingSmtp.start();
  });
  afterEach(async () => {
    await killChildren();
    await scratch?.drop();
    scratch = undefined;
    // Each test has its own database, whose member ids start again at 1.
    smtp.accepted.length = 0;
  });
  afterAll(async () => {
    await smtp.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends one mail when the process sending it is killed before the mail server answered', { timeout: 120_000 }, async () => {
    if (backend.databaseUrl) scratch = await createScratchDatabase(backend.databaseUrl);
    const env = environment();
    const [anna, ben] = (await prepareMembers(scratch ? { url: scratch.url } : { dataDir: env.DATA_DIR }, 2)) as [Member, Member];
    const port = await freePort();
    const first = await startServer(env, port);
    smtp.holdNext = true;
    await sendAll(port, plan([[anna, ben]], 1));
    // The mail job ran after the delay and its mail sits at the server, unanswered: the process dies mid-job.
    await until(() => smtp.held === 1, 30_000, 'the mail on the wire');
    await first.kill();
    expect(smtp.conversationMailsTo(ben)).toHaveLength(0);

    // The next process (on the same data) takes the job over once the dead one's lease ran out.
    await startServer(env, port);
    await until(() => smtp.conversationMailsTo(ben).length > 0, 30_000, 'the mail sent again');
    // Another lease and more: nothing else comes.
    await sleep((LEASE_S + 2) * 1000);
    const mails = smtp.conversationMailsTo(ben);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('1');
  });

  it.skipIf(!postgres)('sends each push and mail once with two processes on one PostgreSQL database', { timeout: 120_000 }, async () => {
    scratch = await createScratchDatabase(postgres?.databaseUrl as string);
    const push = await FakePushService.start();
    try {
      const members = await prepareMembers({ url: scratch.url }, 12);
      const pairs = Array.from({ length: 6 }, (_, index): [Member, Member] => [members[2 * index] as Member, members[2 * index + 1] as Member]);
      const database = await openDatabase({ url: scratch.url });
      const endpoints = new Map<number, string>();
      try {
        for (const [, recipient] of pairs) {
          const subscription = push.subscription();
          endpoints.set(recipient.id, subscription.endpoint);
          await database.db
            .insert(pushSubscriptions)
            .values({ tenantId: 'flirtlocal', userId: recipient.id, endpoint: subscription.endpoint, ...subscription.keys });
        }
      } finally {
        await database.close();
      }
      // A wait long enough that each pair's three messages fall into one mail window, however busy the machine.
      const extra = { PUSH_ALLOW_LOOPBACK: '1', NODE_EXTRA_CA_CERTS: push.caPath, NOTIFICATION_MAIL_DELAY_SECONDS: String(BURST_WINDOW_S) };
      const [portA, portB] = [await freePort(), await freePort()];
      // One after the other: the first seeds the demo members, the second finds them.
      await startServer(environment(extra), portA);
      await startServer(environment(extra), portB);
      // Three messages per pair, through either process: both workers take jobs from the one queue.
      const sends = plan(pairs, 3);
      await Promise.all([sendAll(portA, sends.slice(0, 9)), sendAll(portB, sends.slice(9))]);

      await until(() => pairs.every(([, recipient]) => smtp.conversationMailsTo(recipient).length > 0), 40_000, 'a mail for each conversation');
      await until(() => push.requests.length >= sends.length, 30_000, 'a push for each message');
      await sleep((LEASE_S + 2) * 1000);
      for (const [, recipient] of pairs) {
        expect(push.requestsTo(endpoints.get(recipient.id) as string)).toHaveLength(3);
        expect(smtp.conversationMailsTo(recipient)).toHaveLength(1);
      }
    } finally {
      await push.close();
    }
  });
});
