import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#server/contract/languages';
import { createTranslator, readResources } from '#server/platform/i18n';
import { createI18n } from '#client/i18n';
import { AcceptanceLine, markedRuns } from './AcceptanceLine';
import { LegalLinks } from './LegalLinks';

const translator = createTranslator(readResources());

function render(element: ReactElement, language: (typeof LANGUAGES)[number] = 'en'): string {
  const router = createMemoryRouter([{ path: '/', element }]);
  return renderToString(
    <I18nextProvider
      i18n={createI18n(language, translator.resources[language] as Record<string, never>, async (lng, ns) => translator.resources[lng]?.[ns] ?? {})}
    >
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

/** The links of rendered HTML as [href, target, text]. */
function links(html: string): [string, string, string][] {
  return [...html.matchAll(/<a ([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes = '', text = '']) => [
    /href="([^"]*)"/.exec(attributes)?.[1] ?? '',
    /target="([^"]*)"/.exec(attributes)?.[1] ?? '',
    text.replace(/<[^>]+>/g, '').trim(),
  ]);
}

describe('legal links (decision 0147)', () => {
  it('cuts a text into plain and marked runs; an unknown mark stays plain text', () => {
    expect(markedRuns('Accept our <terms>terms</terms> and <privacy>policy</privacy>.')).toEqual([
      { text: 'Accept our ' },
      { text: 'terms', mark: 'terms' },
      { text: ' and ' },
      { text: 'policy', mark: 'privacy' },
      { text: '.' },
    ]);
    expect(markedRuns('<b>bold</b> only')).toEqual([{ text: 'bold' }, { text: ' only' }]);
  });

  it.each(LANGUAGES)('links the terms and the privacy policy on the %s acceptance line, each once and in a new tab', (language) => {
    const html = render(<AcceptanceLine className="hint" />, language);
    const found = links(html);
    expect(found.map(([href, target]) => [href, target])).toEqual([
      ['/pages/terms', '_blank'],
      ['/pages/privacy', '_blank'],
    ]);
    for (const [, , text] of found) expect(text).not.toBe('');
    expect(html).not.toMatch(/&lt;|<terms>|<privacy>/);
  });

  it('lists terms, privacy, cookies and the imprint in one line, in a new tab beside a form', () => {
    const html = render(<LegalLinks newTab tone="dialog" />);
    expect(links(html)).toEqual([
      ['/pages/terms', '_blank', 'Terms and conditions (opens in a new tab)'],
      ['/pages/privacy', '_blank', 'Privacy (opens in a new tab)'],
      ['/pages/cookies', '_blank', 'Cookies (opens in a new tab)'],
      ['/pages/imprint', '_blank', 'Imprint (opens in a new tab)'],
    ]);
    expect(links(render(<LegalLinks />)).map(([href, target]) => [href, target])).toEqual([
      ['/pages/terms', ''],
      ['/pages/privacy', ''],
      ['/pages/cookies', ''],
      ['/pages/imprint', ''],
    ]);
  });
});
