import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  /** SMTP_URL for the mailer. */
  url: string;
  /** Mails received so far, in order. */
  received: Promise<ParsedMail>[];
  /** The SMTP envelope of each mail (MAIL FROM, RCPT TO), in the same order. */
  envelopes: { from: string; to: string[] }[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port (or the one given: a mail server that comes back
 * where the app was told it is) that keeps every mail it receives.
 */
export async function startSmtpServer(port = 0): Promise<TestSmtp> {
  const received: Promise<ParsedMail>[] = [];
  const envelopes: TestSmtp['envelopes'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const { mailFrom, rcptTo } = session.envelope;
      envelopes.push({ from: mailFrom ? mailFrom.address : '', to: rcptTo.map((recipient) => recipient.address) });
      received.push(simpleParser(stream));
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${listening}?ignoreTLS=true`,
    received,
    envelopes,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
