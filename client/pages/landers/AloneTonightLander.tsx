import { useTranslation } from '#client/i18n/useTranslation';
import { KindMark } from '#client/components/ProfileCard/KindMark';
import type { LanderMember } from '#client/queries/landers';
import { CtaButton, LanderSignup, MemberPhoto, SignupLink, useLanderTexts, usePlace, type LanderProps } from './kit';
import * as shared from './landers.css';
import * as styles from './tonight.css';
import { countryName } from '#client/lib/intl';

/** Cards in the grid: two rows on a phone, three of four on a wide screen. */
const TONIGHT_CARDS = 12;

function TonightCard({ member, online, index }: { member: LanderMember; online: boolean; index: number }) {
  const { t } = useTranslation('pages');
  const place = usePlace(member);
  return (
    <SignupLink className={styles.card} testId="lander-member">
      <span className={styles.cardPhoto}>
        <MemberPhoto member={member} index={index} />
        {online && <span className={styles.onlineBadge}>{t('landers.alonetonight.online')}</span>}
      </span>
      <span className={styles.cardText}>
        <strong>
          {member.name}, {member.age} <KindMark profile={member} />
        </strong>
        <span className={styles.cardPlace}>{place}</span>
        <span className={styles.cardAction}>{t('landers.alonetonight.chat_with', { name: member.name })}</span>
      </span>
    </SignupLink>
  );
}

/** alonetonight: "who is up tonight near you" — the visitor's own country first, the ones online now marked, sign up to chat. */
export function AloneTonightLander({ data }: LanderProps) {
  const { t, i18n } = useTranslation('pages');
  const texts = useLanderTexts(data);
  const online = new Set(data.nearby?.online ?? []);
  const country = data.nearby?.country;
  const place = country ? countryName(i18n.language, country) : null;
  const members = data.members.slice(0, TONIGHT_CARDS);
  return (
    <div className={styles.night}>
      <section className={styles.hero}>
        <span className={styles.moon} aria-hidden="true" />
        <p className={styles.kicker}>{place ? t('landers.alonetonight.near_place', { place }) : t('landers.alonetonight.near_you')}</p>
        <h1 className={shared.headline}>{texts.headline}</h1>
        <p className={shared.subline}>{texts.subline}</p>
        <p className={styles.urgency} data-testid="tonight-urgency">
          {online.size > 0 ? t('landers.alonetonight.online_now', { count: online.size }) : t('landers.alonetonight.evening')}
        </p>
        <CtaButton data={data} />
      </section>
      <section className={shared.section}>
        <h2 className={styles.gridTitle}>{t('landers.alonetonight.grid_title')}</h2>
        <div className={styles.grid} data-testid="lander-members">
          {members.map((member, index) => (
            <TonightCard key={member.id} member={member} online={online.has(member.id)} index={index} />
          ))}
        </div>
      </section>
      <div className={styles.signupArea}>
        <LanderSignup data={data} title={t('landers.alonetonight.signup_title')} />
      </div>
    </div>
  );
}
