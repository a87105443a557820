import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  /** SMTP_URL for the mailer. */
  url: string;
  /** Mails received so far, in order. */
  received: Promise<ParsedMail>[];
  close(): Promise<void>;
}

/** A real SMTP server on a free loopback port that keeps every mail it receives. */
export async function startSmtpServer(): Promise<TestSmtp> {
  const received: Promise<ParsedMail>[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      received.push(simpleParser(stream));
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
