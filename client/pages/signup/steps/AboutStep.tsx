import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { ABOUT_ME_MAX } from '#server/contract/profile-fields';
import { usePageEnv } from '#client/app-context';
import { TextAreaField } from '#client/components/Form/Field';
import * as formStyles from '#client/components/Form/Form.css';
import { useSubmit } from '#client/components/Form/useSubmit';
import { StepActions } from './StepActions';
import { saveProfile } from '#client/queries/profile';

/** Step 2: about me. */
export function AboutStep({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const { api } = usePageEnv();
  const [aboutMe, setAboutMe] = useState('');
  const save = useSubmit(() => saveProfile(api, { about_me: aboutMe }), onDone);
  return (
    <form className={formStyles.form} onSubmit={save.submit} noValidate data-testid="signup-about">
      <TextAreaField
        label={t('signup.about_label')}
        maxLength={ABOUT_ME_MAX}
        value={aboutMe}
        error={save.fields.about_me ?? save.message}
        placeholder={t('signup.about_placeholder')}
        onChange={(event) => setAboutMe(event.target.value)}
      />
      <StepActions pending={save.pending} canSave={aboutMe.trim().length > 0} onSkip={onDone} />
    </form>
  );
}
