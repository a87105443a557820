import nodemailer from 'nodemailer';
import type { Logger } from '#server/platform/logger';
import type { Mailer } from './message';
import { createOutbox } from './outbox';

export interface MailerOptions {
  /** e.g. "smtps://user:pass@mail.example:465"; without it, mails go to the dev outbox. */
  smtpUrl?: string;
  outboxDir: string;
  logger: Logger;
}

export function createMailer({ smtpUrl, outboxDir, logger }: MailerOptions): Mailer {
  if (!smtpUrl) return createOutbox(outboxDir, logger);
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transport.sendMail(message);
      logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
    },
    close: async () => transport.close(),
  };
}
