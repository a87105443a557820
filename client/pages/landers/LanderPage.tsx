import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { landerQuery } from '#client/queries/landers';
import { useLanderTexts, type LanderProps } from './kit';
import { LANDER_PAGES } from './registry';

function LanderTitle({ data }: LanderProps) {
  const settings = useSettings();
  const { headline } = useLanderTexts(data);
  return <title>{`${headline} | ${settings.name}`}</title>;
}

/** /landers/{name}/{slug?}: the loader filled the lander's query; the registry picks the page that draws it. */
export function LanderPage() {
  const { api } = usePageEnv();
  const { i18n } = useTranslation();
  const params = useParams();
  const name = params.name ?? '';
  const { data } = useQuery(landerQuery(api, i18n.language, name, params.slug));
  const Lander = data ? LANDER_PAGES[data.lander.name] : undefined;
  // The loader answered 404 for both already.
  if (!data || !Lander) return null;
  return (
    <div data-testid={`lander-${data.lander.name}`} data-slug={data.lander.slug ?? ''}>
      <LanderTitle data={data} />
      <Lander data={data} />
    </div>
  );
}
