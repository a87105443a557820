import { useTranslation } from '#client/i18n/useTranslation';
import { button } from '#client/components/Button/button.css';
import * as formStyles from '#client/components/Form/Form.css';

/** "Next" saves the step; "Skip" moves on without it (every step after the account is optional). */
export function StepActions({ pending, canSave = true, onSkip }: { pending: boolean; canSave?: boolean; onSkip(): void }) {
  const { t } = useTranslation();
  return (
    <div className={formStyles.actions}>
      <button type="submit" className={button.primary} disabled={pending || !canSave}>
        {t('signup.next')}
      </button>
      <button type="button" className={button.ghost} onClick={onSkip} disabled={pending}>
        {t('signup.skip')}
      </button>
    </div>
  );
}
