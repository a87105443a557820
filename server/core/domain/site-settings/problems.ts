import type { z } from 'zod';
import { isLanguage } from '#server/contract/languages';
import { ValidationError } from '#server/core/domain/errors';

/** The words of each refusal: operator_console.site_settings.problems.<key> in every language. */
type Problem =
  'too_long' | 'empty' | 'too_high' | 'too_low' | 'whole_number' | 'country' | 'choose' | 'site_language' | 'language_not_offered' | 'not_editable' | 'invalid';

function problemOf(issue: z.core.$ZodIssue): { problem: Problem; values?: Record<string, unknown> } {
  const last = issue.path.at(-1);
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'number' ? { problem: 'too_high', values: { max: issue.maximum } } : { problem: 'too_long', values: { max: issue.maximum } };
    case 'too_small':
      return issue.origin === 'number' ? { problem: 'too_low', values: { min: issue.minimum } } : { problem: 'empty' };
    case 'invalid_format':
      return { problem: 'country' };
    case 'invalid_type':
      return issue.expected === 'int' || issue.expected === 'number' ? { problem: 'whole_number' } : { problem: 'invalid' };
    case 'invalid_value':
      return { problem: 'choose' };
    case 'unrecognized_keys':
      return { problem: 'not_editable' };
    case 'custom':
      // The two rules of server/platform/tenancy/texts.ts checkSiteText: a language the site does not offer, or its own missing.
      if (typeof last === 'string' && isLanguage(last)) return { problem: 'language_not_offered', values: { language: last } };
      if (issue.message.startsWith('needs a text in the site')) return { problem: 'site_language' };
      return issue.message.startsWith('needs a text') ? { problem: 'empty' } : { problem: 'invalid' };
    default:
      return { problem: 'invalid' };
  }
}

/**
 * A refusal of the settings, field by field in the console's terms (`where` turns a problem's
 * path into one): each field's message names it. The route puts the field's name in the
 * operator's language (`label`, the section; `detail`, the language, package or campaign).
 */
export function settingsRefusal(issues: readonly z.core.$ZodIssue[], where: (path: readonly PropertyKey[]) => string[]): ValidationError {
  const fields: Record<string, { key: string; values?: Record<string, unknown> }> = {};
  for (const issue of issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path.map(String), key]) : [where(issue.path)];
    for (const path of keys) {
      const field = path.join('.');
      if (fields[field]) continue;
      const { problem, values } = problemOf(issue);
      fields[field] = {
        key: `operator_console.site_settings.problems.${problem}`,
        values: { ...values, label: path[0] ?? '', detail: path.slice(1).join(' · ') },
      };
    }
  }
  return new ValidationError(fields);
}

/** The version read is no longer the stored one: another owner saved meanwhile. */
export const STALE_KEY = 'operator_console.site_settings.stale';
