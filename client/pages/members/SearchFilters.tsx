import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { button } from '#client/components/Button/button.css';
import { CheckboxField, SelectField, TextField } from '#client/components/Form/Field';
import * as formStyles from '#client/components/Form/Form.css';
import { regionsQuery } from '#client/queries/site';
import { InterestPicker } from '../profile/InterestPicker';
import * as styles from './members.css';
import { MIN_AGE, OLDEST_AGE } from '#server/contract/age';
import { countryName } from '#client/lib/intl';

/**
 * The filters the tenant's search_fields allow, plus interests and "online now" (docs/product.md#search).
 * `gender` is what the search applied: the member's own choice, else whom they are looking for.
 * On a phone they fold behind a "Filters" button, so the faces come first; wide screens show them
 * beside the results.
 */
export function SearchFilters({
  initial,
  gender,
  onSearch,
  onClear,
}: {
  initial: Record<string, string>;
  gender: string;
  onSearch(filters: Record<string, string>): void;
  onClear(): void;
}) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const [open, setOpen] = useState(false);
  const formId = useId();
  const active = Object.values(initial).filter(Boolean).length;
  const { api } = usePageEnv();
  const regions = useQuery(regionsQuery(api)).data ?? {};
  const [values, setValues] = useState<Record<string, string>>({ ...initial, gender });
  const interests = values.interests ? values.interests.split(',').map(Number) : [];
  const fields = new Set(settings.search_fields);
  const set = (name: string) => (event: { target: { value: string } }) =>
    setValues({ ...values, [name]: event.target.value, ...(name === 'country' && { countryregion: '' }) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(Object.fromEntries(Object.entries(values).filter(([, value]) => value)));
  };

  return (
    <div className={styles.filterColumn}>
      <button
        type="button"
        className={`${button.outlineLight} ${styles.filterToggle}`}
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
        data-testid="filter-toggle"
      >
        {t('search.filters')}
        {active > 0 && ` (${active})`}
      </button>
      <form id={formId} className={open ? styles.filters : styles.filtersFolded} onSubmit={submit} data-testid="search-filters">
        {fields.has('gender') && (
          <SelectField label={t('search.gender')} value={values.gender ?? ''} onChange={set('gender')}>
            <option value="any">{t('search.any')}</option>
            <option value="female">{t('search.women')}</option>
            <option value="male">{t('search.men')}</option>
          </SelectField>
        )}
        {fields.has('country') && settings.countries.length > 1 && (
          <SelectField label={t('search.country')} value={values.country ?? ''} onChange={set('country')}>
            <option value="">{t('search.any')}</option>
            {settings.countries.map((code) => (
              <option key={code} value={code}>
                {countryName(i18n.language, code)}
              </option>
            ))}
          </SelectField>
        )}
        {fields.has('countryregion') && (
          <SelectField
            label={t('fields.region')}
            value={values.countryregion ?? ''}
            onChange={set('countryregion')}
            disabled={!values.country && settings.countries.length > 1}
          >
            <option value="">{t('search.any')}</option>
            {(regions[values.country || (settings.countries.length === 1 ? (settings.countries[0] as string) : '')] ?? []).map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
          </SelectField>
        )}
        {fields.has('age') && (
          <div className={formStyles.pair}>
            {(['min_age', 'max_age'] as const).map((name) => (
              <TextField
                key={name}
                label={t(`search.${name}`)}
                type="number"
                min={MIN_AGE}
                max={OLDEST_AGE}
                inputMode="numeric"
                value={values[name] ?? ''}
                onChange={set(name)}
              />
            ))}
          </div>
        )}
        <details className={styles.interestFilter} open={interests.length > 0}>
          <summary className={formStyles.label}>
            {t('member.interests')}
            {interests.length > 0 && ` (${interests.length})`}
          </summary>
          <InterestPicker selected={interests} onChange={(chosen) => setValues({ ...values, interests: chosen.join(',') })} />
        </details>
        <CheckboxField
          label={t('search.online_now')}
          checked={values.online === '1'}
          onChange={(event) => setValues({ ...values, online: event.target.checked ? '1' : '' })}
          data-testid="filter-online"
        />
        <div className={formStyles.actions}>
          <button type="submit" className={button.primary}>
            {t('search.submit')}
          </button>
          <button
            type="button"
            className={button.ghost}
            onClick={() => {
              setValues({});
              onClear();
            }}
          >
            {t('search.clear')}
          </button>
        </div>
      </form>
    </div>
  );
}
