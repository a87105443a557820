import nodemailer from 'nodemailer';
import type { Logger } from '#server/platform/logger';
import { demoDkimFor, dkimFor, type MailSigner } from './dkim';
import type { Mailer } from './message';
import { createOutbox } from './outbox';

export interface MailerOptions {
  /** e.g. "smtps://user:pass@mail.example:465"; without it, mails go to the dev outbox. */
  smtpUrl?: string;
  outboxDir: string;
  logger: Logger;
  /** The DKIM keys (config.dkim): each mail is signed for its From address's domain. */
  dkim?: { dir: string; makeMissing: boolean } | undefined;
}

export function createSigner(dkim: MailerOptions['dkim']): MailSigner {
  if (!dkim) return () => undefined;
  const find = dkim.makeMissing ? demoDkimFor : dkimFor;
  return (message) => find(dkim.dir, message.from.address.split('@').at(-1) ?? '');
}

export function createMailer({ smtpUrl, outboxDir, logger, dkim }: MailerOptions): Mailer {
  const sign = createSigner(dkim);
  if (!smtpUrl) return createOutbox(outboxDir, logger, sign);
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      const signing = sign(message);
      const info = await transport.sendMail(signing ? { ...message, dkim: signing } : message);
      logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
    },
    close: async () => transport.close(),
  };
}
