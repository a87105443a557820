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

/** Country names the server sent (the settings' `country_names`), by language. */
const known = new Map<string, Record<string, string>>();

/**
 * Keeps the server's names of the site's countries in `language`, so that a page showing them
 * (search filters, cards, profiles) makes no Intl.DisplayNames while it hydrates: making one costs
 * a phone about 100 ms of main thread (383 ms at Lighthouse's 4× slowdown), in one piece.
 */
export function knowCountryNames(language: string, names: Readonly<Record<string, string>>): void {
  known.set(language, { ...known.get(language), ...names });
}

/** A country's name in the page's language ("Deutschland", "Allemagne"), or its code where Intl has none. */
export function countryName(language: string, code: string): string {
  return known.get(language)?.[code] ?? once(`region|${language}`, () => new Intl.DisplayNames([language], { type: 'region' })).of(code) ?? code;
}
