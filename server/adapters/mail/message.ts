/** A mail and what sends it; the SMTP mailer and the development outbox both implement Mailer. */
export interface MailMessage {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** A Message-ID of our own ("<…@domain>"): the same for a retried send, so it is recognisable as one mail. */
  messageId?: string;
  /** The SMTP envelope: a VERP return path (bounces name the member) instead of the From address. */
  envelope?: { from: string; to: string };
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
