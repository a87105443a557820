import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTranslator, readResources } from '#server/platform/i18n';
import { ROOT } from '#server/platform/paths';
import { loadTenantFiles } from '#server/platform/tenancy/load';
import { TenantRegistry } from '#server/platform/tenancy/registry';
import { presentCompany } from '#server/platform/tenancy/company';
import { presentTenantSettings, withVisitor } from '#server/platform/tenancy/settings';
import { browserApi } from '../api/browser';
import { PageEnvContext, SettingsProvider } from '../app-context';
import { createI18n } from '../i18n';
import { companyInfoQuery, settingsQuery } from '../queries/site';
import { ChatLayout } from './ChatLayout';
import { DefaultLayout } from './DefaultLayout';
import { EmptyLayout } from './EmptyLayout';
import { LanderLayout } from './LanderLayout';

const registry = new TenantRegistry(loadTenantFiles(path.join(ROOT, 'tenants')));
const translator = createTranslator(readResources());

/** Server-renders a layout for a visitor from `country` on the default demo site. */
function render(layout: ReactElement, country: string | null): string {
  const site = registry.resolve('localhost');
  if (!site) throw new Error('no default tenant');
  const queryClient = new QueryClient();
  queryClient.setQueryData(
    settingsQuery(browserApi, 'en').queryKey,
    withVisitor(presentTenantSettings(site, 'en', translator.t('en'), undefined, ''), country),
  );
  queryClient.setQueryData(companyInfoQuery(browserApi).queryKey, presentCompany(site.company));
  const router = createMemoryRouter([{ path: '/', element: layout, children: [{ index: true, element: <p>page body</p> }] }]);
  return renderToString(
    <PageEnvContext value={{ api: browserApi, cookies: {}, css: [], state: '', nonce: undefined }}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider
          i18n={createI18n('en', translator.resources.en as Record<string, never>, async (language, ns) => translator.resources[language]?.[ns] ?? {})}
        >
          <SettingsProvider>
            <RouterProvider router={router} />
          </SettingsProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </PageEnvContext>,
  );
}

const warning = 'data-testid="site-entry-warning"';

describe('layouts (docs/product.md#layouts)', () => {
  it('default: top bar, page, footer with disclaimer, and the entry warning for listed countries', () => {
    const html = render(<DefaultLayout />, 'GB');
    expect(html).toContain('page body');
    expect(html).toContain('href="/pages/terms"');
    expect(html).toContain('data-testid="disclaimer"');
    expect(html).toContain(warning);
  });

  it('default: the US-only footer for US visitors', () => {
    expect(render(<DefaultLayout />, 'US')).toContain('data-testid="us-footer"');
    expect(render(<DefaultLayout />, 'GB')).not.toContain('data-testid="us-footer"');
  });

  it.each([
    ['chat', <ChatLayout key="chat" />],
    ['empty', <EmptyLayout key="empty" />],
  ])('%s: the entry warning only for NL and DE', (_name, layout) => {
    expect(render(layout, 'NL')).toContain(warning);
    expect(render(layout, 'DE')).toContain(warning);
    expect(render(layout, 'GB')).not.toContain(warning);
    expect(render(layout, 'GB')).toContain('page body');
  });

  it("lander: the entry warning for the site's countries, as on every other public page (decision 0147)", () => {
    expect(render(<LanderLayout />, 'GB')).toContain(warning);
    expect(render(<LanderLayout />, 'US')).toContain(warning);
    expect(render(<LanderLayout />, 'SE')).not.toContain(warning);
    expect(render(<LanderLayout />, 'GB')).toContain('page body');
  });

  it('lander: a minimal bar with the logo and a compact footer of the legal links, each in a new tab', () => {
    const html = render(<LanderLayout />, 'SE');
    expect(html).toContain('FlirtLocal');
    expect(html).toContain('data-testid="disclaimer"');
    for (const page of ['terms', 'privacy', 'cookies', 'imprint']) expect(html).toMatch(new RegExp(`<a href="/pages/${page}"[^>]* target="_blank"`));
    expect(html).not.toContain('href="/pages/faq"');
    expect(html).not.toContain('href="/signup"');
  });

  it("default: the footer's links include the imprint, in the same tab", () => {
    const html = render(<DefaultLayout />, 'SE');
    for (const page of ['terms', 'privacy', 'cookies', 'imprint']) expect(html).toContain(`href="/pages/${page}"`);
    expect(html).not.toContain('target="_blank"');
  });
});
