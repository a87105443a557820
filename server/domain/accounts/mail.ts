import { composeMail, type MailKind } from '../../mail/templates';
import type { AccountDeps, SiteRequest } from './context';

/** Sends one of the account e-mails in the member's language, branded for the tenant. */
export async function sendAccountMail(
  deps: AccountDeps,
  request: SiteRequest,
  kind: MailKind,
  to: { email: string; name: string; language: string },
  link: string,
  values: { hours?: number; days?: number } = {},
): Promise<void> {
  const language = deps.translator.resources[to.language] ? (to.language as SiteRequest['language']) : request.language;
  const message = composeMail(kind, { site: request.site, language, translator: deps.translator, baseUrl: request.origin }, to.email, { name: to.name, link, ...values });
  await deps.mailer.send(message);
}
