import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { SelectField, TextField } from '#client/components/Form/Field';
import * as formStyles from '#client/components/Form/Form.css';
import { Avatar } from '#client/components/ProfileCard/Avatar';
import { KindMark } from '#client/components/ProfileCard/KindMark';
import { VerifiedBadge } from '#client/components/VerifiedBadge/VerifiedBadge';
import { regionsQuery } from '#client/queries/site';
import { interestsQuery, matchFinderQuery } from '#client/queries/members';
import { useCurrentUser } from '#client/queries/user';
import { InterestPicker } from '../profile/InterestPicker';
import * as styles from './match-finder.css';
import { MIN_AGE, OLDEST_AGE } from '#server/contract/age';

/** /match-finder: guided preferences, then ranked suggestions that say why they fit. */
export function MatchFinderPage() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const user = useCurrentUser();
  const regions = useQuery(regionsQuery(api)).data ?? {};
  const interests = useQuery(interestsQuery(api, i18n.language)).data ?? [];
  const [form, setForm] = useState({ gender: '', min_age: '', max_age: '', region: '' });
  const [chosen, setChosen] = useState<number[]>([]);
  const [asked, setAsked] = useState<Record<string, string>>();
  const results = useQuery({ ...matchFinderQuery(api, asked ?? {}), enabled: Boolean(asked) });
  const set = (name: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value });
  const interestName = (id: number) => interests.find((interest) => interest.id === id);

  return (
    <section className={styles.page} data-testid="match-finder">
      <title>{`${t('match_finder.title')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('match_finder.title')}</h1>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          setAsked(Object.fromEntries(Object.entries({ ...form, interests: chosen.join(',') }).filter(([, value]) => value)));
        }}
      >
        <p className={formStyles.hint}>{t('match_finder.intro')}</p>
        <div className={formStyles.row}>
          <SelectField label={t('search.gender')} value={form.gender} onChange={set('gender')}>
            <option value="">{t('match_finder.as_profile')}</option>
            <option value="female">{t('search.women')}</option>
            <option value="male">{t('search.men')}</option>
          </SelectField>
          <TextField label={t('search.min_age')} type="number" min={MIN_AGE} max={OLDEST_AGE} value={form.min_age} onChange={set('min_age')} />
          <TextField label={t('search.max_age')} type="number" min={MIN_AGE} max={OLDEST_AGE} value={form.max_age} onChange={set('max_age')} />
          <SelectField label={t('fields.region')} value={form.region} onChange={set('region')}>
            <option value="">{t('search.any')}</option>
            {(regions[user?.profile?.country ?? ''] ?? []).map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
          </SelectField>
        </div>
        <span className={formStyles.label}>{t('member.interests')}</span>
        <InterestPicker selected={chosen} onChange={setChosen} />
        <div className={formStyles.actions}>
          <button type="submit" className={button.primary}>
            {t('match_finder.find')}
          </button>
        </div>
      </form>
      {results.isSuccess && results.data.length === 0 && <Alert tone="info">{t('search.none')}</Alert>}
      <ol className={styles.results}>
        {results.data?.map(({ profile, reasons }) => (
          <li key={profile.id} className={styles.result} data-testid="suggestion">
            <Link to={`/members/${profile.id}`} className={styles.resultLink}>
              <Avatar profile={profile} />
              <span className={styles.resultText}>
                <strong>
                  {profile.name}, {profile.age} {profile.verified && <VerifiedBadge />} <KindMark profile={profile} />
                </strong>
                <span className={styles.reasons}>
                  {reasons.shared_interests.length > 0 && (
                    <span className={styles.reason}>
                      {t('match_finder.shared', {
                        list: reasons.shared_interests.map((id) => `${interestName(id)?.icon ?? ''} ${interestName(id)?.name ?? ''}`.trim()).join(', '),
                      })}
                    </span>
                  )}
                  <span className={styles.reason}>{t(`match_finder.distance.${reasons.distance}`)}</span>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
