import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '#server/platform/logger';
import type { MailSigner } from './dkim';
import type { Mailer, MailMessage } from './message';

/** Every http(s) link of a text, once each, in order. */
function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
}

function summary(message: MailMessage): string {
  const links = linksIn(message.text);
  return `📬 mail to ${message.to}: ${JSON.stringify(message.subject)}${links.length ? ` → ${links.join(' ')}` : ''}`;
}

/**
 * Development stand-in for SMTP: each mail becomes a raw .eml file (open it in any mail
 * program) and a line on stdout, so the activation link is one click away in the terminal.
 */
export function createOutbox(dir: string, logger: Logger, sign: MailSigner): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'outbox',
    async send(message) {
      // Signed as SMTP would send it, so the demo's mails can be checked like real ones.
      const signing = sign(message);
      const { message: built } = await transport.sendMail(signing ? { ...message, dkim: signing } : message);
      // What a mailbox adds on delivery: the envelope's sender, so a bounce address can be read off the file.
      const raw = message.envelope && Buffer.isBuffer(built) ? Buffer.concat([Buffer.from(`Return-Path: <${message.envelope.from}>\r\n`), built]) : built;
      await fs.mkdir(dir, { recursive: true });
      // Colons are not allowed in Windows file names.
      const stamp = new Date().toISOString().replace(/:/g, '-');
      const file = path.join(dir, `${stamp}-${crypto.randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, raw);
      // The console line follows the log level, so a silent logger (tests) keeps the output clean.
      if (logger.isLevelEnabled('info')) process.stdout.write(`${summary(message)}\n`);
      logger.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
    close: async () => transport.close(),
  };
}
