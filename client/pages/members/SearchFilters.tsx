import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageEnv, useSettings } from '#client/app-context';
import { button } from '#client/components/Button/button.css';
import { CheckboxField, SelectField, TextField } from '#client/components/Form/Field';
import * as formStyles from '#client/components/Form/Form.css';
import { regionsQuery } from '#client/queries/keys';
import { InterestPicker } from '../profile/InterestPicker';
import * as styles from './members.css';

/**
 * The filters the tenant's search_fields allow, plus interests and "online now" (docs/product.md#search).
 * `gender` is what the search applied: the member's own choice, else whom they are looking for.
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
  const { api } = usePageEnv();
  const regions = useQuery(regionsQuery(api)).data ?? {};
  const [values, setValues] = useState<Record<string, string>>({ ...initial, gender });
  const interests = values.interests ? values.interests.split(',').map(Number) : [];
  const fields = new Set(settings.search_fields);
  const countryName = (code: string) => new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code) ?? code;
  const set = (name: string) => (event: { target: { value: string } }) =>
    setValues({ ...values, [name]: event.target.value, ...(name === 'country' && { countryregion: '' }) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(Object.fromEntries(Object.entries(values).filter(([, value]) => value)));
  };

  return (
    <form className={styles.filters} onSubmit={submit} data-testid="search-filters">
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
              {countryName(code)}
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
          <TextField label={t('search.min_age')} type="number" min={18} max={120} inputMode="numeric" value={values.min_age ?? ''} onChange={set('min_age')} />
          <TextField label={t('search.max_age')} type="number" min={18} max={120} inputMode="numeric" value={values.max_age ?? ''} onChange={set('max_age')} />
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
  );
}
