import { useTranslation } from '#client/i18n/useTranslation';
import { useSettings } from '#client/app-context';
import type { ProfileKind } from '#client/queries/members';
import { FictionalMark } from './FictionalMark';
import * as styles from './KindMark.css';

/** The site that lists a member of another site (shared or resold, decision 0123), else undefined. */
export function useHomeSiteName(homeSite: string): string | undefined {
  const settings = useSettings();
  return homeSite === settings.id ? undefined : (settings.other_sites[homeSite] ?? undefined);
}

type Marked = { kind: ProfileKind; home_site: string };

/**
 * What kind of profile this is, wherever profiles are listed: the site's fictional icon, the cam
 * badge (decision 0122), or the home site of a member from a sister site (decision 0123). A
 * member of this site carries nothing. `homeSite={false}` where a HomeSiteLine of its own names it.
 */
export function KindMark({ profile, homeSite: withHomeSite = true }: { profile: Marked; homeSite?: boolean }) {
  const { t } = useTranslation();
  const homeSite = useHomeSiteName(profile.home_site);
  if (profile.kind === 'fictional') return <FictionalMark />;
  if (profile.kind === 'cam')
    return (
      <span className={styles.cam} title={t('kinds.cam_disclosure')} data-testid="cam-mark">
        {t('kinds.cam')}
      </span>
    );
  if (!homeSite || !withHomeSite) return null;
  const label = t('kinds.from_site', { site: homeSite });
  return (
    <span className={styles.homeSite} title={t('kinds.resold_disclosure', { site: homeSite })} data-testid="home-site">
      {label}
    </span>
  );
}

/** "from <site>" as a line of its own, under a card's or a profile's place, where a name needs the width. */
export function HomeSiteLine({ profile, className }: { profile: Marked; className?: string }) {
  const { t } = useTranslation();
  const homeSite = useHomeSiteName(profile.home_site);
  if (!homeSite) return null;
  return (
    <span className={`${styles.homeSiteLine} ${className ?? ''}`} title={t('kinds.resold_disclosure', { site: homeSite })} data-testid="home-site">
      {t('kinds.from_site', { site: homeSite })}
    </span>
  );
}
