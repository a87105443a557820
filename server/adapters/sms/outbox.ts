import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '#server/platform/logger';
import type { SmsGateway } from './gateway';

/**
 * Development stand-in for an SMS provider, beside the mail outbox (DATA_DIR/outbox): each
 * message becomes a small .sms text file and a line on stdout, so the code is at hand.
 */
export function createSmsOutbox(dir: string, logger: Logger): SmsGateway {
  return {
    async send(to, text) {
      await fs.mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      // Colons are not allowed in Windows file names.
      const file = path.join(dir, `${sentAt.replace(/:/g, '-')}-${crypto.randomBytes(4).toString('hex')}.sms`);
      await fs.writeFile(file, `To: ${to}\nDate: ${sentAt}\n\n${text}\n`);
      // The console line follows the log level, so a silent logger (tests) keeps the output clean.
      if (logger.isLevelEnabled('info')) process.stdout.write(`📱 sms to ${to}: ${JSON.stringify(text)}\n`);
      logger.info({ to, file }, 'sms written to outbox');
    },
  };
}
