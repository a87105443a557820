/**
 * Sends text messages (the direct debit code). Production plugs a real SMS provider in behind
 * this interface; without one, the dev outbox (./outbox.ts) keeps each message as a file.
 */
export interface SmsGateway {
  /** `to` in E.164, e.g. +4915112345678. */
  send(to: string, text: string): Promise<void>;
}
