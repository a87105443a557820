import { dateFormatter } from '#client/lib/intl';

/**
 * When a message was sent, as the chat shows it, in the member's language and time zone. Every
 * word comes from the browser's Intl data, so all languages have them without texts of our own.
 */

const DAY_MS = 86_400_000;

/** The calendar day of a moment in a time zone, as a number of days: days apart subtract. */
function dayNumber(moment: Date, timeZone: string): number {
  const parts = dateFormatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
}

/** A message's time of day ("14:02", "2:02 PM"). */
export function messageTime(iso: string, language: string, timeZone: string): string {
  return dateFormatter(language, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso));
}

/**
 * The conversation list's time of the last message, as chat apps show it: the time today,
 * "Yesterday", the weekday within the week, then the date (with the year when it is not this one).
 * `now` is when the list was fetched, so the server's page and the browser's first render agree.
 */
export function listTime(iso: string, now: number, language: string, timeZone: string): string {
  const sent = new Date(iso);
  const daysAgo = dayNumber(new Date(now), timeZone) - dayNumber(sent, timeZone);
  if (daysAgo <= 0) return messageTime(iso, language, timeZone);
  if (daysAgo === 1) {
    const yesterday = new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-1, 'day');
    return yesterday.charAt(0).toLocaleUpperCase(language) + yesterday.slice(1);
  }
  if (daysAgo < 7) return dateFormatter(language, { weekday: 'short', timeZone }).format(sent);
  const sameYear = dateFormatter('en', { year: 'numeric', timeZone });
  if (sameYear.format(sent) === sameYear.format(new Date(now))) {
    return dateFormatter(language, { day: 'numeric', month: 'short', timeZone }).format(sent);
  }
  return dateFormatter(language, { dateStyle: 'short', timeZone }).format(sent);
}
