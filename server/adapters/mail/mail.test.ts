import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser, type ParsedMail } from 'mailparser';
import { headerLine } from '#tests/support/mail';
import { startSmtpServer, type TestSmtp } from '#tests/support/smtp';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTranslator, LOCALES_DIR } from '#server/platform/i18n';
import { ROOT } from '#server/platform/paths';
import { loadTenantFiles } from '#server/platform/tenancy/load';
import { TenantRegistry, type TenantContext } from '#server/platform/tenancy/registry';
import { createMailer } from './mailer';
import type { Mailer } from './message';
import { composeMail, type MailContext } from './templates';

const registry = new TenantRegistry(loadTenantFiles(path.join(ROOT, 'tenants')));
const translator = createTranslator();
const logger = pino({ level: 'silent' });
const germanTexts = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, 'de/mail.json'), 'utf8'));
const LINK = 'https://herzklopfen40.example/activate?token=abc123';
const UNSUBSCRIBE = 'https://herzklopfen40.example/unsubscribe?token=7.reminders.AAAAAAAAAAAAAAAAAAAAAA';

function herzklopfen(): MailContext {
  const site = registry.get('herzklopfen') as TenantContext;
  return { site, language: 'de', translator, baseUrl: 'https://herzklopfen40.example' };
}

describe('over SMTP', () => {
  let smtp: TestSmtp;
  let mailer: Mailer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    mailer = createMailer({ smtpUrl: smtp.url, outboxDir: os.tmpdir(), logger });
  });

  afterAll(async () => {
    await mailer.close();
    await smtp.close();
  });

  async function sendAndReceive(kind: 'activation' | 'activation_reminder'): Promise<ParsedMail> {
    const { received } = smtp;
    const before = received.length;
    await mailer.send(composeMail(kind, herzklopfen(), 'demo@herzklopfen.localhost', { name: 'Anna', link: LINK, hours: 48, unsubscribeUrl: UNSUBSCRIBE }));
    expect(received.length).toBe(before + 1);
    return received[before] as Promise<ParsedMail>;
  }

  it('delivers a branded German activation mail', async () => {
    expect(mailer.kind).toBe('smtp');
    const mail = await sendAndReceive('activation');
    expect(mail.from?.value).toEqual([{ name: 'Herzklopfen 40+', address: 'noreply@herzklopfen40.example' }]);
    expect(mail.subject).toBe(germanTexts.activation.subject);
    expect(mail.html).toContain(`href="${LINK}"`);
    expect(mail.html).toContain('Amora Media B.V.');
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('#9b1d42');
    expect(mail.text).toContain(LINK);
    expect(mail.text).toContain('in 48 Stunden');
    expect(headerLine(mail, 'list-unsubscribe')).toBeUndefined();
  });

  it('marks the reminder as a notification one can unsubscribe from', async () => {
    const mail = await sendAndReceive('activation_reminder');
    expect(mail.subject).toBe(germanTexts.activation_reminder.subject);
    expect(headerLine(mail, 'list-unsubscribe')).toBe(`List-Unsubscribe: <${UNSUBSCRIBE}>`);
    expect(headerLine(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.text).toContain(UNSUBSCRIBE);
    expect(mail.text).toContain('https://herzklopfen40.example/notifications');
  });
});

describe('the dev outbox', () => {
  it('writes an .eml file and prints the links', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const dir = path.join(tmp, 'mail');
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    // The console line follows the log level: at info (development, npm start) it is printed.
    const infoLogger = pino({ level: 'info' }, new Writable({ write: (_chunk, _encoding, done) => done() }));
    const mailer = createMailer({ outboxDir: dir, logger: infoLogger });
    let printed: unknown[];
    try {
      expect(mailer.kind).toBe('outbox');
      await mailer.send(composeMail('password_reset', herzklopfen(), 'demo@herzklopfen.localhost', { name: '<b>x</b>', link: LINK, hours: 1 }));
    } finally {
      printed = stdout.mock.calls.map(([chunk]) => chunk);
      stdout.mockRestore();
      await mailer.close();
    }
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    const mail = await simpleParser(fs.readFileSync(path.join(dir, files[0] as string)));
    expect(mail.text).toContain(LINK);
    expect(mail.text).toContain('in 1 Stunde ab');
    expect(mail.html).toContain('Hallo &lt;b&gt;x&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>x</b>');
    expect(printed).toEqual([`📬 mail to demo@herzklopfen.localhost: "${germanTexts.password_reset.subject}" → ${LINK}\n`]);
    fs.rmSync(tmp, { recursive: true, force: true });
  });
});

describe('composeMail', () => {
  it('tells how many days remain before an account is deleted', () => {
    const message = composeMail('account_deleted', { ...herzklopfen(), language: 'pl' }, 'a@b.example', { name: 'Ola', link: LINK, days: 14 });
    expect(message.text).toContain('za 14 dni');
    expect(message.html).toContain('<html lang="pl">');
    expect(message.headers).toBeUndefined();
  });

  it('refuses a notification mail without its one-click unsubscribe link', () => {
    expect(() => composeMail('activation_reminder', herzklopfen(), 'a@b.example', { name: 'Ola', link: LINK, hours: 48 })).toThrow(/unsubscribe link/);
  });

  it('refuses a link-expiry mail without its duration', () => {
    expect(() => composeMail('email_change', herzklopfen(), 'a@b.example', { name: 'Ola', link: LINK })).toThrow(/hours or days/);
  });
});
