import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLoaderData, useParams } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { OnlineDot } from '#client/components/OnlineDot/OnlineDot';
import { PhotoLink } from '#client/components/PhotoViewer/PhotoLink';
import { PhotoViewer } from '#client/components/PhotoViewer/PhotoViewer';
import { Alert } from '#client/components/Alert/Alert';
import { AgeCheckCall } from '#client/components/AgeCheck/AgeCheckCall';
import { Avatar } from '#client/components/ProfileCard/Avatar';
import { HomeSiteLine, KindMark, useHomeSiteName } from '#client/components/ProfileCard/KindMark';
import { VerifiedBadge } from '#client/components/VerifiedBadge/VerifiedBadge';
import { ProfileGrid } from '#client/components/ProfileCard/ProfileCard';
import { memberQuery } from '#client/queries/members';
import { useRegionName } from '#client/queries/places';
import { MemberActions } from './MemberActions';
import { MemberDetails } from './MemberDetails';
import { MemberPhotos } from './MemberPhotos';
import * as styles from './member.css';
import { queryKeys } from '#client/queries/keys';

/** What the loader learned: the profile is in the query cache, or the member blocked the viewer. */
export interface MemberLoaderData {
  blockedMessage?: string;
}

export function MemberPage() {
  const { blockedMessage } = useLoaderData() as MemberLoaderData;
  if (blockedMessage) {
    return (
      <Alert tone="warning" testId="blocked-by">
        {blockedMessage}
      </Alert>
    );
  }
  return <MemberView />;
}

function MemberView() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const id = Number(useParams().id);
  const { profile, related, similar, age_gated: ageGated } = useSuspenseQuery(memberQuery(api, id)).data;
  const place = useRegionName(profile.country, profile.region);
  const homeSite = useHomeSiteName(profile.home_site);
  const queryClient = useQueryClient();
  const likesYou = profile.likes_you;
  // The photo open full screen (its place in profile.photos), or null.
  const [viewing, setViewing] = useState<number | null>(null);
  // Until a required age check is passed, the blurred photo opens nothing (decision 0144).
  const mainPhoto = ageGated ? undefined : profile.photos[0];
  useEffect(() => {
    // Opening the profile cleared its new-like flag on the server: bring the badge up to date.
    if (likesYou) queryClient.invalidateQueries({ queryKey: queryKeys.likes });
  }, [likesYou, id, queryClient]);

  return (
    <article className={styles.page} data-testid="member-page">
      <title>{`${profile.name} | ${settings.name}`}</title>
      <header className={styles.header}>
        {/* The page's largest picture (its LCP): fetched first. The main photo comes first in profile.photos. */}
        {mainPhoto ? (
          <PhotoLink
            href={mainPhoto.filename}
            label={t('photo_viewer.open', { index: 1, total: profile.photos.length })}
            onOpen={() => setViewing(0)}
            className={styles.photoLink}
            testId="member-main-photo"
          >
            <Avatar profile={profile} size="large" priority />
          </PhotoLink>
        ) : (
          <Avatar profile={profile} size="large" priority />
        )}
        <div className={styles.headline}>
          <h1 className={styles.name}>
            {profile.name}
            {profile.age !== undefined && `, ${profile.age}`} {profile.verified && <VerifiedBadge size="large" />}{' '}
            <KindMark profile={profile} homeSite={false} />
          </h1>
          {place && <p className={styles.meta}>{place}</p>}
          <HomeSiteLine profile={profile} />
          {profile.online && <OnlineDot withLabel />}
          {profile.fictional && (
            <Alert tone="info" testId="fictional-warning">
              {settings.fictional_warning}
            </Alert>
          )}
          {profile.cam && (
            <Alert tone="info" testId="cam-disclosure">
              {t('kinds.cam_page_disclosure', { partner: profile.cam.partner })}
            </Alert>
          )}
          {homeSite && (
            <Alert tone="info" testId="home-site-disclosure">
              {t('kinds.resold_page_disclosure', { name: profile.name, site: homeSite })}
            </Alert>
          )}
          {profile.blocked && <Alert tone="warning">{t('member.you_blocked', { name: profile.name })}</Alert>}
          <MemberActions profile={profile} />
        </div>
      </header>
      {ageGated && <AgeCheckCall />}
      {!ageGated && <MemberPhotos profile={profile} onOpen={setViewing} />}
      {viewing !== null && (
        <PhotoViewer
          photos={profile.photos}
          start={viewing}
          label={t('photo_viewer.label', { name: profile.name })}
          alt={profile.name}
          onClose={() => setViewing(null)}
        />
      )}
      <MemberDetails profile={profile} />
      {related.length > 0 && (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('member.related')}</h2>
          <ProfileGrid profiles={related} />
        </section>
      )}
      {similar.length > 0 && (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('member.similar')}</h2>
          <ProfileGrid profiles={similar} />
        </section>
      )}
    </article>
  );
}
