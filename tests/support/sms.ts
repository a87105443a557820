import fs from 'node:fs';
import path from 'node:path';

export interface OutboxSms {
  to: string;
  text: string;
}

/** Every SMS the dev outbox wrote (server/adapters/sms/outbox.ts), oldest first. */
export function outboxSms(dir: string): OutboxSms[] {
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.sms'))
        .sort()
    : [];
  return files.map((name) => {
    const [head = '', ...body] = fs.readFileSync(path.join(dir, name), 'utf8').split('\n\n');
    return { to: /^To: (.+)$/m.exec(head)?.[1] ?? '', text: body.join('\n\n').trim() };
  });
}

/** The newest SMS to this E.164 number; fails the test when there is none. */
export function lastSmsTo(dir: string, to: string): OutboxSms {
  const sms = outboxSms(dir)
    .filter((message) => message.to === to)
    .at(-1);
  if (!sms) throw new Error(`no SMS to ${to}`);
  return sms;
}

/** The 6-digit code in an SMS. */
export function codeIn(sms: OutboxSms): string {
  const code = /\b(\d{6})\b/.exec(sms.text)?.[1];
  if (!code) throw new Error(`no code in SMS "${sms.text}"`);
  return code;
}
