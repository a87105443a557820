import crypto from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { FakePushService } from '#tests/support/fake-push';
import { createPoster, type ChatPoster } from './chat-clients';
import { percentile } from './chat-phases';
import { recreateDatabase, seedChatMembers, TENANT, type BenchMember } from './chat-seed';
import { startApp, writeSection } from './harness';

/** Issue 13: 10,000 members, a burst of 1,000 messages to members who are away. */
const MEMBERS = 10_000;
const BURST = 1_000;
/** Requests in flight while the burst is posted. */
const CONCURRENCY = 50;
const MAIL_DELAY_S = 2;
/** Then a steady stream a busy site sees, to other members: the latency a member feels when nothing queues. */
const STEADY_RATE = 50;
const STEADY_S = 10;
const WAIT_LIMIT_MS = 120_000;
const HOST = `${TENANT}.localhost`;

/** A mail server on loopback that takes every mail and notes when it arrived and for whom. */
interface MailSink {
  url: string;
  arrivals: Map<string, number[]>;
  close(): Promise<void>;
}

async function startMailSink(): Promise<MailSink> {
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
  // pool=true: the mailer keeps its SMTP connections open, as a production relay is used.
  return { url: `smtp://127.0.0.1:${port}?ignoreTLS=true&pool=true`, arrivals, close: () => new Promise<void>((resolve) => server.close(resolve)) };
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
/** What one phase sent: when each recipient's message was answered, and what it took. */
interface Phase {
  name: string;
  sentAt: Map<number, number>;
  refused: number;
  seconds: number;
}

/** The phase's figures: pushes and mails to its recipients, their rates and delays. */
function phaseRows(phase: Phase, push: FakePushService, byPath: Map<string, number>, mail: MailSink, idOf: Map<string, number>): string[] {
  const pushes = push.requests.filter((request) => phase.sentAt.has(byPath.get(request.path) ?? 0));
  const mails = [...mail.arrivals].filter(([address]) => phase.sentAt.has(idOf.get(address) ?? 0));
  const pushDelays = pushes.map((request) => request.receivedAt - (phase.sentAt.get(byPath.get(request.path) ?? 0) ?? 0));
  const mailDelays = mails.flatMap(([address, times]) => times.map((at) => at - (phase.sentAt.get(idOf.get(address) ?? 0) ?? 0)));
  const spread = (times: number[]) => Math.max((Math.max(...times) - Math.min(...times)) / 1000, 0.001);
  const pushTimes = pushes.map((request) => request.receivedAt);
  const mailTimes = mails.flatMap(([, times]) => times);
  const pushDelay = summary(pushDelays);
  const mailDelay = summary(mailDelays);
  return [
    `| ${phase.name}: messages accepted | ${phase.sentAt.size} (${phase.refused} refused) in ${phase.seconds.toFixed(2)} s = ${Math.round(phase.sentAt.size / phase.seconds)} messages/s |`,
    `| ${phase.name}: pushes received | ${pushes.length} to ${new Set(pushes.map((request) => request.path)).size} subscriptions over ${spread(pushTimes).toFixed(2)} s = ${Math.round(pushes.length / spread(pushTimes))} pushes/s |`,
    `| ${phase.name}: message answered → push received | p50 ${ms(pushDelay.p50)}, p99 ${ms(pushDelay.p99)}, max ${ms(pushDelay.max)} |`,
    `| ${phase.name}: mails received | ${mailTimes.length} to ${mails.length} members (${mails.filter(([, times]) => times.length > 1).length} with more than one) over ${spread(mailTimes).toFixed(2)} s = ${Math.round(mailTimes.length / spread(mailTimes))} mails/s |`,
    `| ${phase.name}: message answered → mail received | p50 ${ms(mailDelay.p50)}, p99 ${ms(mailDelay.p99)} (${MAIL_DELAY_S} s of it is the wait for a read) |`,
  ];
}

/** Sends one message from each sender to its partner: `inFlight` at a time, or at `rate` per second. */
async function send(name: string, poster: ChatPoster, senders: BenchMember[], pace: { inFlight: number } | { rate: number }): Promise<Phase> {
  const sentAt = new Map<number, number>();
  const started = performance.now();
  let refused = 0;
  const one = async (sender: BenchMember, index: number) => {
    const answer = await poster.send(sender, `notify-${name}-${started}-${index}`, 'Are you there?');
    if (answer.status === 200) sentAt.set(sender.partner, performance.timeOrigin + performance.now());
    else refused += 1;
  };
  if ('inFlight' in pace) {
    let next = 0;
    const lane = async () => {
      for (let index = next++; index < senders.length; index = next++) await one(senders[index] as BenchMember, index);
    };
    await Promise.all(Array.from({ length: pace.inFlight }, lane));
  } else {
    const sends: Promise<void>[] = [];
    for (const [index, sender] of senders.entries()) {
      await sleep(Math.max(0, started + (index * 1000) / pace.rate - performance.now()));
      sends.push(one(sender, index));
    }
    await Promise.all(sends);
  }
  return { name, sentAt, refused, seconds: (performance.now() - started) / 1000 };
}

/**
 * npm run bench -- notifications: the members are seeded straight into PostgreSQL; every
 * recipient has one push subscription on a loopback push service (real TLS, aes128gcm, VAPID)
 * and no socket open, and the production build sends pushes and mails through its job queue.
 * A burst first (the figure), then a steady stream to other members.
 */
export async function benchNotifications(port: number, databaseUrl: string): Promise<void> {
  const loadAverage = os.loadavg()[0] ?? 0;
  await recreateDatabase(databaseUrl);
  const members = await seedChatMembers(databaseUrl, MEMBERS);
  const pairs: BenchMember[] = members.filter((_, index) => index % 2 === 0);
  const burstSenders = pairs.slice(0, BURST);
  const steadySenders = pairs.slice(BURST, BURST + STEADY_RATE * STEADY_S);
  const push = await FakePushService.start();
  const mail = await startMailSink();
  const byPath = await subscribe(
    databaseUrl,
    push,
    [...burstSenders, ...steadySenders].map((member) => member.partner),
  );
  // The seed's addresses follow the members' order (scripts/bench/chat-seed.ts).
  const idOf = new Map(members.map((member, index) => [`chat-bench-${String(index).padStart(6, '0')}@flirtlocal.test`, member.id]));
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
    const addressOf = new Map([...idOf].map(([address, id]) => [id, address]));
    /** Every recipient of the phases has had its push and its mail. */
    const done = (phases: Phase[]) => () =>
      phases.every((phase) => [...phase.sentAt.keys()].every((id) => mail.arrivals.has(addressOf.get(id) ?? ''))) &&
      push.requests.length >= phases.reduce((sum, phase) => sum + phase.sentAt.size, 0);
    const burst = await send('burst', poster, burstSenders, { inFlight: CONCURRENCY });
    await until(done([burst]));
    const steady = await send('steady', poster, steadySenders, { rate: STEADY_RATE });
    await until(done([burst, steady]));

    const body = [
      `Run ${new Date().toISOString().slice(0, 16)}Z on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}, load average ${loadAverage.toFixed(2)} at start; production build, PostgreSQL on loopback, one process.`,
      '',
      `${MEMBERS.toLocaleString('en')} members. **Burst**: ${BURST.toLocaleString('en')} messages (${CONCURRENCY} in flight, as fast as the server answers) to ${BURST.toLocaleString('en')} members with no socket open. **Steady**: then ${STEADY_RATE} messages/s for ${STEADY_S} s to other members. Every recipient has one push subscription on a loopback push service (TLS, aes128gcm, VAPID); mail goes to a loopback SMTP server over pooled connections; NOTIFICATION_MAIL_DELAY_SECONDS=${MAIL_DELAY_S}. The bench process (sender, push service, mail server) shares the two cores.`,
      '',
      '| figure | value |',
      '|---|---|',
      ...phaseRows(burst, push, byPath, mail, idOf),
      ...phaseRows(steady, push, byPath, mail, idOf),
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
