import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv } from '#client/app-context';
import { interestsQuery } from '#client/queries/members';
import * as styles from './icons.css';
import { CtaButton, LanderSignup, MemberPhoto, useLanderTexts, type LanderProps } from './kit';
import * as shared from './landers.css';

/**
 * The interests offered, in this order: what most visitors enjoy and would say on a first date. An
 * ad's first screen is no place for the explicit ones, whatever the site; members pick those later.
 */
const OFFERED = [
  'travelling',
  'movies',
  'music',
  'dancing',
  'cooking',
  'wine',
  'hiking',
  'beach',
  'coffee',
  'party',
  'sports',
  'gym',
  'reading',
  'photography',
  'animals',
  'foodie',
  'kissing',
  'massages',
];

/** iconslanding: the site's interest icons to pick from (the interests reference data), then the sign-up. */
export function IconsLander({ data }: LanderProps) {
  const { t, i18n } = useTranslation('pages');
  const { api } = usePageEnv();
  const texts = useLanderTexts(data);
  const all = useQuery(interestsQuery(api, i18n.language)).data ?? [];
  const interests = OFFERED.flatMap((slug) => all.filter((interest) => interest.slug === slug));
  const [picked, setPicked] = useState<readonly number[]>([]);
  const toggle = (id: number) => setPicked((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));
  return (
    <>
      <section className={styles.hero}>
        <div className={shared.section}>
          <h1 className={shared.headline}>{texts.headline}</h1>
          <p className={shared.subline}>{texts.subline}</p>
          <div className={styles.faces} aria-hidden="true" data-testid="lander-members">
            {data.members.slice(0, 7).map((member, index) => (
              <MemberPhoto key={member.id} member={member} index={index} className={styles.faceImg} sizes="48px" />
            ))}
          </div>
        </div>
      </section>
      <section className={shared.section}>
        <h2 className={styles.pickTitle}>{t('landers.iconslanding.pick_title')}</h2>
        <p className={styles.pickHint}>{t('landers.iconslanding.pick_hint')}</p>
        <div className={styles.icons} data-testid="lander-interests">
          {interests.map((interest) => (
            <button
              key={interest.id}
              type="button"
              className={styles.icon}
              aria-pressed={picked.includes(interest.id)}
              onClick={() => toggle(interest.id)}
              data-testid="lander-interest"
            >
              <span className={styles.emoji} aria-hidden="true">
                {interest.icon}
              </span>
              {interest.name}
            </button>
          ))}
        </div>
      </section>
      <div className={styles.bar}>
        <span className={styles.picked} data-testid="lander-picked">
          {picked.length ? t('landers.iconslanding.picked', { count: picked.length }) : t('landers.iconslanding.pick_some')}
        </span>
        <CtaButton data={data} className={styles.barButton} />
      </div>
      <LanderSignup data={data} />
    </>
  );
}
