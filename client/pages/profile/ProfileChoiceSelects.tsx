import { useTranslation } from '#client/i18n/useTranslation';
import { PROFILE_CHOICES, type ProfileChoiceField } from '#server/contract/profile-fields';
import { SelectField } from '#client/components/Form/Field';
import * as formStyles from '#client/components/Form/Form.css';

export const CHOICE_FIELDS = Object.keys(PROFILE_CHOICES) as ProfileChoiceField[];

/** One select per personal-information field (relationship status, body type, …). */
export function ProfileChoiceSelects({ values, onChange }: { values: Record<string, string>; onChange(field: ProfileChoiceField, value: string): void }) {
  const { t } = useTranslation();
  return (
    <div className={formStyles.row}>
      {CHOICE_FIELDS.map((field) => (
        <SelectField
          key={field}
          label={t(`profile_fields.${field}.label`)}
          value={values[field] ?? ''}
          onChange={(event) => onChange(field, event.target.value)}
        >
          <option value="">{t('signup.choose')}</option>
          {PROFILE_CHOICES[field].map((choice) => (
            <option key={choice} value={choice}>
              {t(`profile_fields.${field}.${choice}`)}
            </option>
          ))}
        </SelectField>
      ))}
    </div>
  );
}
