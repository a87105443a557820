import type { TFunction } from 'i18next';
import type { Operator } from '#server/platform/db/schema';
import type { Language } from '#server/contract/languages';

/** What the console's middlewares learn about a request: there is no site and no member here. */
export interface OperatorContext {
  /** The console host the request came to, without port (sessions are bound to it). */
  host: string;
  /** The operator's chosen language, else the browser's: console texts and error messages. */
  language: Language;
  t: TFunction;
  operator?: Operator | undefined;
  sessionToken?: string | undefined;
}

declare global {
  // Express merges its Locals interface with this one (declaration merging).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      console?: OperatorContext;
    }
  }
}
