import { useTranslation } from '#client/i18n/useTranslation';
import { COMPLAINT_REASONS, COMPLAINT_TEXT_MAX } from '#server/contract/complaint-reasons';
import { SelectField, TextAreaField } from '#client/components/Form/Field';

/** A complaint's reason and text, as the complaints page and a reported chat message both ask them. */
export function ComplaintFields({
  reason,
  text,
  errors,
  onReason,
  onText,
}: {
  reason: string;
  text: string;
  errors: { reason?: string | undefined; text?: string | undefined };
  onReason(reason: string): void;
  onText(text: string): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField label={t('complaints_page.reason')} value={reason} error={errors.reason} onChange={(event) => onReason(event.target.value)}>
        <option value="">{t('signup.choose')}</option>
        {COMPLAINT_REASONS.map((value) => (
          <option key={value} value={value}>
            {t(`complaints_page.reasons.${value}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('complaints_page.text')}
        value={text}
        maxLength={COMPLAINT_TEXT_MAX}
        error={errors.text}
        onChange={(event) => onText(event.target.value)}
      />
    </>
  );
}
