import type { ParsedMail } from 'mailparser';
import type { TestSmtp } from './smtp';

/** Every mail the test SMTP server got for this address so far, in order. */
export async function mailsTo(smtp: TestSmtp, address: string): Promise<ParsedMail[]> {
  const mails = await Promise.all(smtp.received);
  return mails.filter((mail) => [mail.to ?? []].flat().some((to) => to.value.some((entry) => entry.address?.toLowerCase() === address.toLowerCase())));
}

/** The raw header line as a mail program sees it (mailparser folds some headers into objects). */
export function headerLine(mail: ParsedMail, key: string): string | undefined {
  return mail.headerLines.find((header) => header.key === key.toLowerCase())?.line;
}

/** The text part with the no-break spaces Intl puts into amounts and dates ("39,95 €") as plain ones, as a reader sees them. */
export function textOf(mail: ParsedMail | undefined): string {
  return (mail?.text ?? '').replace(/[\u00a0\u202f]/g, ' ');
}
