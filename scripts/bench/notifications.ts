import crypto from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { FakePushService } from '#tests/support/fake-push';
import { createPoster } from './chat-clients';
import { percentile } from './chat-phases';
import { recreateDatabase, seedChatMembers, TENANT, type BenchMember } from './chat-seed';
import { startApp, writeSection } from './harness';

/** Issue 13: 10,000 members, a burst of 1,000 messages to members who are away. */
const MEMBERS = 10_000;
const BURST = 1_000;
/** Requests in flight while the burst is posted. */
const CONCURRENCY = 50;
const MAIL_DELAY_S = 2;
const WAIT_LIMIT_MS = 120_000;
const HOST = `${TENANT}.localhost`;

/** A mail server on loopback that takes every mail and notes when it arrived and for whom. */
async function startMailSink(): Promise<{ url: string; arrivals: Map<string, number[]>; close(): Promise<void> }> {
  const arrivals = new Map<string, number[]>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        const at = performance.timeOrigin + performance.now();
        for (const recipient of session.envelope.rcptTo) arrivals.set(recipient.address, [...(arrivals.get(recipient.address) ?? []), at]);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, arrivals, close: () => new Promise<void>((resolve) => server.close(resolve)) };
}

/** Each recipient's browser subscription on the fake push service, stored as the subscribe API would. */
async function subscribe(databaseUrl: string, push: FakePushService, recipients: number[]): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const byPath = new Map<string, number>();
  try {
    const rows = recipients.map((userId) => {
      const { endpoint, keys } = push.subscription();
      byPath.set(new URL(endpoint).pathname, userId);
      return { user_id: userId, endpoint, p256dh: keys.p256dh, auth: keys.auth };
    });
    await client.query(
      `insert into push_subscriptions (tenant_id, user_id, endpoint, p256dh, auth)
       select $1, user_id, endpoint, p256dh, auth from json_to_recordset($2::json) as r(user_id bigint, endpoint text, p256dh text, auth text)`,
      [TENANT, JSON.stringify(rows)],
    );
  } finally {
    await client.end();
  }
  return byPath;
}

async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (!done() && Date.now() < deadline) await sleep(50);
}

function summary(values: number[]): { p50: number; p99: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? 0 };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/**
 * npm run bench -- notifications: the members are seeded straight into PostgreSQL, half of the
 * first 2,000 get a push subscription on a loopback push service (real TLS, real aes128gcm
 * requests), none has a socket open, and the production build sends pushes and mails through
 * its job queue. Measures how fast they leave and how long a push takes after its message.
 */
export async function benchNotifications(port: number, databaseUrl: string): Promise<void> {
  const loadAverage = os.loadavg()[0] ?? 0;
  await recreateDatabase(databaseUrl);
  const members = await seedChatMembers(databaseUrl, MEMBERS);
  const senders: BenchMember[] = members.filter((_, index) => index % 2 === 0).slice(0, BURST);
  const push = await FakePushService.start();
  const mail = await startMailSink();
  const byPath = await subscribe(
    databaseUrl,
    push,
    senders.map((member) => member.partner),
  );
  const app = await startApp(port, {
    DATABASE_URL: databaseUrl,
    SMTP_URL: mail.url,
    NOTIFICATION_MAIL_DELAY_SECONDS: String(MAIL_DELAY_S),
    PUSH_ALLOW_LOOPBACK: '1',
    NODE_EXTRA_CA_CERTS: push.caPath,
    APP_SECRET: crypto.randomBytes(32).toString('base64'),
  });
  const poster = createPoster(port, HOST);
  try {
    const sentAt = new Map<number, number>();
    const started = performance.timeOrigin + performance.now();
    let next = 0;
    let refused = 0;
    const lane = async () => {
      for (let index = next++; index < senders.length; index = next++) {
        const sender = senders[index] as BenchMember;
        const answer = await poster.send(sender, `notify-${started}-${index}`, 'Are you there?');
        if (answer.status === 200) sentAt.set(sender.partner, performance.timeOrigin + performance.now());
        else refused += 1;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, lane));
    const posted = performance.timeOrigin + performance.now();
    await until(() => push.requests.length >= sentAt.size && mail.arrivals.size >= sentAt.size);

    const pushDelays = push.requests.flatMap((request) => {
      const sent = sentAt.get(byPath.get(request.path) ?? 0);
      return sent === undefined ? [] : [request.receivedAt - sent];
    });
    // The seed's addresses follow the members' order (scripts/bench/chat-seed.ts).
    const idOf = new Map(members.map((member, index) => [`chat-bench-${String(index).padStart(6, '0')}@flirtlocal.test`, member.id]));
    const mailDelays = [...mail.arrivals].flatMap(([address, times]) => {
      const sent = sentAt.get(idOf.get(address) ?? 0);
      return sent === undefined ? [] : times.map((at) => at - sent);
    });
    const pushTimes = push.requests.map((request) => request.receivedAt);
    const mailTimes = [...mail.arrivals.values()].flat();
    const spread = (times: number[]) => (Math.max(...times) - Math.min(...times)) / 1000;
    const push50 = summary(pushDelays);
    const mailDuplicates = [...mail.arrivals.values()].filter((times) => times.length > 1).length;
    const pushPaths = new Set(push.requests.map((request) => request.path));

    const body = [
      `Run ${new Date().toISOString().slice(0, 16)}Z on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}, load average ${loadAverage.toFixed(2)} at start; production build, PostgreSQL on loopback, one process.`,
      '',
      `${MEMBERS.toLocaleString('en')} members; a burst of ${BURST.toLocaleString('en')} messages (${CONCURRENCY} in flight) to ${BURST.toLocaleString('en')} members with no socket open, each with one push subscription on a loopback push service (TLS, aes128gcm, VAPID) and mail to a loopback SMTP server; NOTIFICATION_MAIL_DELAY_SECONDS=${MAIL_DELAY_S}.`,
      '',
      '| figure | value |',
      '|---|---|',
      `| messages accepted | ${sentAt.size} (${refused} refused), posted in ${((posted - started) / 1000).toFixed(2)} s = ${Math.round(sentAt.size / ((posted - started) / 1000))} messages/s |`,
      `| pushes received | ${push.requests.length} to ${pushPaths.size} subscriptions, over ${spread(pushTimes).toFixed(2)} s = ${Math.round(push.requests.length / Math.max(spread(pushTimes), 0.001))} pushes/s |`,
      `| message answered → push received | p50 ${ms(push50.p50)}, p99 ${ms(push50.p99)}, max ${ms(push50.max)} |`,
      `| mails received | ${mailTimes.length} to ${mail.arrivals.size} members (${mailDuplicates} members with more than one), over ${spread(mailTimes).toFixed(2)} s = ${Math.round(mailTimes.length / Math.max(spread(mailTimes), 0.001))} mails/s |`,
      `| message answered → mail received | p50 ${ms(summary(mailDelays).p50)}, p99 ${ms(summary(mailDelays).p99)} (of which ${MAIL_DELAY_S} s is the configured wait for a read) |`,
    ].join('\n');
    console.log(body);
    writeSection('notifications', body);
  } finally {
    poster.close();
    await stop(app);
    await mail.close();
    await push.close();
  }
}
