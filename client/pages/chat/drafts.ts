/**
 * What the member typed to someone, kept for this tab's visit (sessionStorage) per partner: one
 * pair has one conversation, and a first message has no conversation id yet. A trip to the
 * credits page and back keeps it; sending clears it.
 */
const DRAFT_PREFIX = 'chat-draft:';
/** The chat or profile to come back to after buying credits from it. */
const RETURN_KEY = 'chat-return';

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    // Storage blocked (private mode): nothing was kept.
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage blocked: the draft lives only as long as the page.
  }
}

export function readDraft(partnerId: number): string {
  return read(DRAFT_PREFIX + partnerId) ?? '';
}

export function saveDraft(partnerId: number, text: string): void {
  write(DRAFT_PREFIX + partnerId, text.trim() ? text : null);
}

export function rememberChatReturn(path: string): void {
  write(RETURN_KEY, path);
}

/**
 * Where the member left to buy credits: a chat, or a profile they were sending a gift from (a
 * path of this site only: nothing stored can send the member elsewhere).
 */
export function chatReturn(): string | null {
  const path = read(RETURN_KEY);
  return path && /^\/(chats\/\d+|members\/\d+(\/chat)?)$/.test(path) ? path : null;
}

/** A return path that is a profile rather than a chat (the button names where it leads). */
export function returnsToProfile(path: string): boolean {
  return /^\/members\/\d+$/.test(path);
}

/** Back in the chat (or the message sent): the next payment starts afresh. */
export function forgetChatReturn(): void {
  write(RETURN_KEY, null);
}
