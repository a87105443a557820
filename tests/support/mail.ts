import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/** Every mail the dev outbox wrote, oldest first, parsed. */
export async function outboxMails(dir: string): Promise<ParsedMail[]> {
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.eml'))
        .sort()
    : [];
  return Promise.all(files.map((name) => simpleParser(fs.readFileSync(path.join(dir, name)))));
}

/** The newest mail to this address; fails the test when there is none. */
export async function lastMailTo(dir: string, address: string): Promise<ParsedMail> {
  const mails = (await outboxMails(dir)).filter((mail) => mail.to && JSON.stringify(mail.to).toLowerCase().includes(address.toLowerCase()));
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

/** The path and query of the first link to our site in the mail's text part. */
export function linkIn(mail: ParsedMail): string {
  const match = /https?:\/\/[^\s/]+(\/[^\s]*)/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no link in mail "${mail.subject}"`);
  return match[1];
}

/**
 * A raw header line as mail programs read it, unfolded (long lines are folded onto several):
 * mailparser folds List-* headers into one parsed "list" object, so tests read the line itself.
 */
export function headerLine(mail: ParsedMail, key: string): string | undefined {
  return mail.headerLines.find((header) => header.key === key)?.line.replace(/\r?\n(?=[ \t])/g, '');
}
