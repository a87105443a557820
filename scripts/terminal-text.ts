/** ESC followed by a control sequence (CSI: `ESC [ params intermediates final`) or by one more character. */
// eslint-disable-next-line no-control-regex -- finding terminal control codes is this pattern's whole job
const ESCAPE_SEQUENCE = /\u001b(?:\[[0-?]*[ -/]*[@-~]?|[\s\S]?)/gu;
/** C0 (but newline and tab), DEL and C1 controls, and the bidi embeddings, overrides and isolates. */
const HIDDEN = /[^\P{Cc}\n\t]|[\u202a-\u202e\u2066-\u2069]/gu;

/**
 * Member-supplied text as an operator's terminal may print it: escape sequences (which could clear
 * the screen, rewrite earlier lines, set the window title or make links) and bidi overrides (which
 * reorder what is shown) are removed, so the operator sees what the member wrote, nothing more.
 */
export function printable(value: string): string {
  return value.replace(ESCAPE_SEQUENCE, '').replace(HIDDEN, '');
}
