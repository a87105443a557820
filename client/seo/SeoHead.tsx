import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#client/i18n/useTranslation';
import { useLocation, useMatches } from 'react-router';
import { SHARE_IMAGE } from '#server/contract/seo';
import { usePageEnv, useSettings } from '../app-context';
import { canonicalUrl, matchedSeo, pageIndexable } from './route-seo';

/**
 * The tags search engines and link previews read, for every page from its route's `handle.seo`:
 * description, canonical address on the site's own origin, robots, Open Graph and Twitter card.
 * No hreflang: the language is a cookie on one URL, so each page has one address (decision 0094).
 */
export function SeoHead() {
  const matches = useMatches();
  const settings = useSettings();
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { api } = usePageEnv();
  const { pathname } = useLocation();
  const matched = matchedSeo(matches);
  const page = matched?.seo.describe?.({ t, language: i18n.language, settings, params: matched.params, queryClient, api }) ?? {};
  const title = page.title ?? settings.name;
  const description = page.description ?? settings.description;
  const url = canonicalUrl(matches, settings, pathname);
  const image = `${settings.origin}${SHARE_IMAGE.path}`;
  return (
    <>
      <meta name="description" content={description} />
      {!pageIndexable(matches, settings) && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={settings.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={`${settings.name}: ${settings.index_title}`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
