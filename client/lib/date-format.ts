/**
 * Intl's date formatters, made once per language and options: making one is far costlier than
 * using it, and lists (messages, payments) format a date per row on every render.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function dateFormatter(language: string, options: Intl.DateTimeFormatOptions & { timeZone: string }): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(language, options);
    formatters.set(key, made);
  }
  return made;
}
