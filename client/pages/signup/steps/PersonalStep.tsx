import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv } from '#client/app-context';
import { SelectField } from '#client/components/Form/Field';
import * as formStyles from '#client/components/Form/Form.css';
import { useSubmit } from '#client/components/Form/useSubmit';
import { regionsQuery } from '#client/queries/site';
import { ProfileChoiceSelects } from '#client/pages/profile/ProfileChoiceSelects';
import { StepActions } from './StepActions';
import { saveProfile } from '#client/queries/profile';

/** Step 3: personal information — region of the member's country and the profile choices. */
export function PersonalStep({ country, onDone }: { country: string; onDone(): void }) {
  const { t } = useTranslation();
  const { api } = usePageEnv();
  const regions = useQuery(regionsQuery(api)).data?.[country] ?? [];
  const [values, setValues] = useState<Record<string, string>>({});
  const save = useSubmit(() => saveProfile(api, Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value || null]))), onDone);
  const select = (name: string) => ({
    value: values[name] ?? '',
    error: save.fields[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });
  return (
    <form className={formStyles.form} onSubmit={save.submit} noValidate data-testid="signup-personal">
      {regions.length > 0 && (
        <SelectField label={t('fields.region')} {...select('region')}>
          <option value="">{t('signup.choose')}</option>
          {regions.map((region) => (
            <option key={region.code} value={region.code}>
              {region.name}
            </option>
          ))}
        </SelectField>
      )}
      <ProfileChoiceSelects values={values} onChange={(field, value) => setValues({ ...values, [field]: value })} />
      {save.message && <p className={formStyles.error}>{save.message}</p>}
      <StepActions pending={save.pending} canSave={Object.values(values).some(Boolean)} onSkip={onDone} />
    </form>
  );
}
