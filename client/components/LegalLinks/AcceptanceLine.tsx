import { useTranslation } from '#client/i18n/useTranslation';
import { LegalLink } from './LegalLinks';
import * as styles from './LegalLinks.css';

/** The pages the acceptance line's marked words lead to. */
const MARKED = { terms: '/pages/terms', privacy: '/pages/privacy' } as const;

type Mark = keyof typeof MARKED;
const isMark = (name: string): name is Mark => name in MARKED;

/**
 * A translated text with `<terms>…</terms>` and `<privacy>…</privacy>` around the words that link,
 * cut into runs: each language puts the links on its own words, in its own order.
 */
export function markedRuns(text: string): { text: string; mark?: Mark }[] {
  const runs: { text: string; mark?: Mark }[] = [];
  let rest = 0;
  for (const match of text.matchAll(/<(\w+)>(.*?)<\/\1>/g)) {
    const [whole, name = '', inner = ''] = match;
    if (match.index > rest) runs.push({ text: text.slice(rest, match.index) });
    runs.push(isMark(name) ? { text: inner, mark: name } : { text: inner });
    rest = match.index + whole.length;
  }
  if (rest < text.length) runs.push({ text: text.slice(rest) });
  return runs;
}

/** "By signing up you accept our terms … and privacy policy …" with both linked, each in a new tab (decision 0147). */
export function AcceptanceLine({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <p className={className} data-testid="signup-acceptance">
      {markedRuns(t('signup.terms_note')).map((run, index) =>
        run.mark ? (
          <LegalLink key={run.mark} to={MARKED[run.mark]} newTab className={styles.inline}>
            {run.text}
          </LegalLink>
        ) : (
          <span key={`text-${index}`}>{run.text}</span>
        ),
      )}
    </p>
  );
}
