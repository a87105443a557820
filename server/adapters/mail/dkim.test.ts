import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { describe, expect, it } from 'vitest';
import { ROOT } from '#server/platform/paths';
import { cliBundle } from '#tests/support/bundles';
import { createLogger } from '#server/platform/logger';
import { dnsRecord, DEMO_SELECTOR } from './dkim';
import { createMailer } from './mailer';
import type { MailMessage } from './message';

const TENANT_CLI = await cliBundle('tenant');
const DOMAIN = 'flirtlocal.example';

/** `npm run tenant -- dkim …` as an operator runs it; its output and exit code. */
function dkimCli(...args: string[]): { code: number; output: string } {
  try {
    const output = execFileSync(process.execPath, [TENANT_CLI, 'dkim', ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: 'development' },
    });
    return { code: 0, output };
  } catch (error) {
    const failure = error as { status: number; stdout: string; stderr: string };
    return { code: failure.status, output: `${failure.stdout}${failure.stderr}` };
  }
}

/** A resolver that knows only the records given, as a DNS zone with just those would. */
function zoneOf(records: Record<string, string>) {
  return async (name: string, type: string) => {
    const value = records[name];
    if (type !== 'TXT' || value === undefined) throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
    return [[value]];
  };
}

/** The TXT record as the CLI printed it: its name and its quoted strings joined. */
function printedRecord(output: string): { name: string; value: string } {
  const line = output.split('\n').find((text) => text.includes('._domainkey.')) ?? '';
  const [name = ''] = line.split(' ');
  return { name: name.replace(/\.$/, ''), value: [...line.matchAll(/"([^"]*)"/g)].map((match) => match[1]).join('') };
}

const mail: MailMessage = {
  from: { name: 'FlirtLocal', address: `noreply@${DOMAIN}` },
  to: 'anna@example.org',
  subject: 'Anna, you have a new message',
  text: 'Ben wrote to you.',
  html: '<p>Ben wrote to you.</p>',
  headers: {
    'List-Unsubscribe': `<https://${DOMAIN}/api/unsubscribe.php?token=abc>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};

/** Sends one mail through the outbox mailer with these keys and returns the raw message. */
async function sentWith(dkim: { dir: string; makeMissing: boolean }): Promise<string> {
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'dkim-outbox-'));
  const mailer = createMailer({ outboxDir: outbox, logger: createLogger('silent'), dkim });
  await mailer.send(mail);
  await mailer.close();
  const [file] = fs.readdirSync(outbox);
  return fs.readFileSync(path.join(outbox, file ?? ''), 'utf8');
}

describe('DKIM signing per sending domain', () => {
  it('makes a key with the CLI, prints its DNS record, and signs mail an independent verifier accepts with that record', async () => {
    const keys = fs.mkdtempSync(path.join(os.tmpdir(), 'dkim-keys-'));
    const made = dkimCli('--site', 'flirtlocal', '--selector', 's202612', '--keys-dir', keys);
    expect(made.code).toBe(0);
    expect(made.output).toContain(path.join(keys, DOMAIN, 's202612.pem'));
    const record = printedRecord(made.output);
    expect(record.name).toBe(`s202612._domainkey.${DOMAIN}`);
    expect(record.value).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]{300,}$/);
    expect(fs.statSync(path.join(keys, DOMAIN, 's202612.pem')).mode & 0o777).toBe(0o600);

    const raw = await sentWith({ dir: keys, makeMissing: false });
    const verified = await dkimVerify(raw, { resolver: zoneOf({ [record.name]: record.value }) });
    const [result] = verified.results;
    expect(result?.status.result).toBe('pass');
    expect(result?.signingDomain).toBe(DOMAIN);
    expect(result?.selector).toBe('s202612');
    // The one-click unsubscribe is signed with the rest (RFC 8058), so no one can add or change it.
    const signed = (result?.signingHeaders?.keys ?? '').toLowerCase().split(': ');
    expect(signed).toEqual(expect.arrayContaining(['from', 'subject', 'list-unsubscribe', 'list-unsubscribe-post']));

    // A changed subject, or a record that is not ours, fails.
    const tampered = raw.replace('Subject: Anna, you have a new message', 'Subject: Anna, you won a prize');
    expect((await dkimVerify(tampered, { resolver: zoneOf({ [record.name]: record.value }) })).results[0]?.status.result).toBe('fail');
    const otherKey = dnsRecord(
      DOMAIN,
      's202612',
      (await import('node:crypto')).generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    );
    expect((await dkimVerify(raw, { resolver: zoneOf({ [record.name]: otherKey.value }) })).results[0]?.status.result).toBe('fail');
  });

  it('never overwrites a key, refuses a bad selector or site, and a newer selector takes over', async () => {
    const keys = fs.mkdtempSync(path.join(os.tmpdir(), 'dkim-keys-'));
    expect(dkimCli('--site', 'flirtlocal', '--selector', 's202611', '--keys-dir', keys).code).toBe(0);
    const again = dkimCli('--site', 'flirtlocal', '--selector', 's202611', '--keys-dir', keys);
    expect(again).toMatchObject({ code: 2, output: expect.stringContaining('exists already') });
    expect(dkimCli('--site', 'flirtlocal', '--selector', 'no_underscores', '--keys-dir', keys)).toMatchObject({
      code: 2,
      output: expect.stringContaining('--selector'),
    });
    expect(dkimCli('--site', 'nosuchsite', '--keys-dir', keys)).toMatchObject({ code: 2, output: expect.stringContaining('--site') });

    const rotated = dkimCli('--site', 'flirtlocal', '--selector', 's202612', '--keys-dir', keys);
    const record = printedRecord(rotated.output);
    const verified = await dkimVerify(await sentWith({ dir: keys, makeMissing: false }), { resolver: zoneOf({ [record.name]: record.value }) });
    expect(verified.results[0]).toMatchObject({ selector: 's202612', status: { result: 'pass' } });
  });

  it('lets the demo make its own key on the first mail, and production sign nothing without one', async () => {
    const keys = fs.mkdtempSync(path.join(os.tmpdir(), 'dkim-demo-'));
    const raw = await sentWith({ dir: keys, makeMissing: true });
    const pem = fs.readFileSync(path.join(keys, DOMAIN, `${DEMO_SELECTOR}.pem`), 'utf8');
    const record = dnsRecord(DOMAIN, DEMO_SELECTOR, pem);
    expect((await dkimVerify(raw, { resolver: zoneOf({ [record.name]: record.value }) })).results[0]?.status.result).toBe('pass');

    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'dkim-none-'));
    expect(await sentWith({ dir: empty, makeMissing: false })).not.toMatch(/^DKIM-Signature:/m);
    expect(fs.readdirSync(empty)).toEqual([]);
  });
});
