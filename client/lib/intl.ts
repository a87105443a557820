/**
 * Intl's formatters, made once per language and options: making one is far costlier than using it
 * (a currency formatter made per price was about 2 % of a signed-in page's server render), and lists
 * (cards, messages, payments) format a value per row on every render.
 */
const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>();

function once<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>(key: string, make: () => T): T {
  let found = made.get(key) as T | undefined;
  if (!found) {
    found = make();
    made.set(key, found);
  }
  return found;
}

export function dateFormatter(language: string, options: Intl.DateTimeFormatOptions & { timeZone: string }): Intl.DateTimeFormat {
  return once(`date|${language}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(language, options));
}

export function numberFormatter(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return once(`number|${language}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(language, options));
}

/** A country's name in the page's language ("Deutschland", "Allemagne"), or its code where Intl has none. */
export function countryName(language: string, code: string): string {
  return once(`region|${language}`, () => new Intl.DisplayNames([language], { type: 'region' })).of(code) ?? code;
}
