import { profilesPublic } from '#server/contract/seo';
import { regionsQuery } from '../queries/site';
import { memberQuery, type MemberResponse } from '../queries/members';
import type { RouteSeo, SeoContext } from './route-seo';
import { snippet } from './route-seo';
import { countryName } from '#client/lib/intl';

/** Room for the bio in a profile's description, so the whole fits a search result's snippet (~160 characters). */
const BIO_LENGTH = 110;

const titled = (title: string, { settings }: SeoContext) => `${title} | ${settings.name}`;

/** Name, age and place as the profile page shows them (only the fields the site shows); a fictional profile keeps its mark here too. */
function whoIs({ profile }: MemberResponse, { queryClient, api, language, settings }: SeoContext): string {
  const country = profile.country ? countryName(language, profile.country) : undefined;
  const regions = queryClient.getQueryData(regionsQuery(api).queryKey);
  const region = profile.country && profile.region ? regions?.[profile.country]?.find((item) => item.code === profile.region)?.name : undefined;
  const place = [region, country].filter(Boolean).join(', ');
  const name = [profile.name, profile.age].filter((part) => part !== undefined).join(', ');
  return [profile.fictional ? `${name} ${settings.fictional_icon}` : name, place].filter(Boolean).join(' · ');
}

/** The per-route SEO of the public pages; every other route is noindex (no handle). */
export const SEO = {
  home: {
    index: true,
    describe: ({ settings }) => ({ title: settings.index_title, description: settings.description }),
  },
  members: {
    index: profilesPublic,
    describe: (context) => ({ title: titled(context.t('search.title'), context), description: context.t('seo.members', { site: context.settings.name }) }),
  },
  /** A profile is described only where it is public: a visitor (or a link preview) sees nothing of it elsewhere. */
  member: {
    index: profilesPublic,
    describe: (context) => {
      const member = context.queryClient.getQueryData(memberQuery(context.api, Number(context.params.id)).queryKey);
      if (!member || !profilesPublic(context.settings)) return {};
      const who = whoIs(member, context);
      const about = member.profile.about_me ? snippet(member.profile.about_me, BIO_LENGTH) : '';
      const site = context.settings.name;
      return {
        title: titled(member.profile.name, context),
        description: about ? context.t('seo.profile', { who, site, about }) : context.t('seo.profile_no_bio', { who, site }),
      };
    },
  },
  pricing: {
    index: true,
    describe: (context) => ({ title: titled(context.t('pricing.title'), context), description: context.t('seo.pricing', { site: context.settings.name }) }),
  },
  staticPage: {
    index: true,
    describe: (context) => {
      const page = context.params.page ?? '';
      return {
        title: titled(context.t(`pages:${page}.title`), context),
        description: context.t(`seo.pages.${page}`, { site: context.settings.name }),
      };
    },
  },
  /** Campaign variants (/landers/{name}/{slug}) are one page to search engines: the lander itself. */
  lander: {
    index: true,
    canonical: (params) => `/landers/${params.name ?? ''}`,
    describe: (context) => ({
      title: `${context.settings.name}: ${context.settings.index_title}`,
      description: context.t('seo.lander', { site: context.settings.name }),
    }),
  },
} satisfies Record<string, RouteSeo>;
