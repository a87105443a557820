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

/** Every mail to this address, oldest first. */
async function mailsTo(dir: string, address: string): Promise<ParsedMail[]> {
  return (await outboxMails(dir)).filter((mail) => mail.to && JSON.stringify(mail.to).toLowerCase().includes(address.toLowerCase()));
}

/**
 * The newest mail to this address, waiting up to 10 s for a first one (a server's job worker sends
 * account mails a moment after the request, decision 0133); fails the test when none comes.
 */
export async function lastMailTo(dir: string, address: string): Promise<ParsedMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = (await mailsTo(dir, address)).at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The path and query of every link to our site in the mail's text part, in order. */
function linksIn(mail: ParsedMail): string[] {
  return [...(mail.text ?? '').matchAll(/https?:\/\/[^\s/]+(\/[^\s]*)/g)].map((match) => match[1] ?? '');
}

/**
 * The path and query of the link to `pathname` in the newest mail to this address that holds one,
 * waiting up to 10 s for it. Queued notices (a password change) may land after a later account
 * mail, so the newest mail alone is not always the one a step sent.
 */
export async function accountLinkTo(dir: string, address: string, pathname: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const link = (await mailsTo(dir, address))
      .flatMap(linksIn)
      .filter((found) => found.startsWith(`${pathname}?`))
      .at(-1);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} with a link to ${pathname}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The path and query of the first link to our site in the mail's text part. */
export function linkIn(mail: ParsedMail): string {
  const link = linksIn(mail)[0];
  if (!link) throw new Error(`no link in mail "${mail.subject}"`);
  return link;
}

/**
 * A raw header line as mail programs read it, unfolded (long lines are folded onto several):
 * mailparser folds List-* headers into one parsed "list" object, so tests read the line itself.
 */
export function headerLine(mail: ParsedMail, key: string): string | undefined {
  return mail.headerLines.find((header) => header.key === key)?.line.replace(/\r?\n(?=[ \t])/g, '');
}

/** A test app's queue and outbox: account mails are jobs (decision 0133), sent when the queue runs. */
interface QueuedOutbox {
  jobs: { drain(): Promise<number> };
  outboxDir: string;
}

/** Every mail sent once the due jobs ran, oldest first. */
export async function sentMails(t: QueuedOutbox): Promise<ParsedMail[]> {
  await t.jobs.drain();
  return outboxMails(t.outboxDir);
}

/** The newest mail to this address once the due jobs ran; fails the test when there is none. */
export async function lastSentMailTo(t: QueuedOutbox, address: string): Promise<ParsedMail> {
  await t.jobs.drain();
  return lastMailTo(t.outboxDir, address);
}

/**
 * The path and query of the newest link to `pathname` sent to this address once the due jobs ran
 * (queued mails of one run may land in any order, so the newest mail is not always the one wanted).
 */
export async function sentLinkTo(t: QueuedOutbox, address: string, pathname: string): Promise<string> {
  await t.jobs.drain();
  return accountLinkTo(t.outboxDir, address, pathname);
}
