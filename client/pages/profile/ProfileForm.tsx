import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { ABOUT_ME_MAX } from '#server/contract/profile-fields';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { TextAreaField } from '#client/components/Form/Field';
import * as formStyles from '#client/components/Form/Form.css';
import { useSubmit } from '#client/components/Form/useSubmit';
import { InterestPicker } from './InterestPicker';
import { CHOICE_FIELDS as CHOICES, ProfileChoiceSelects } from './ProfileChoiceSelects';
import { useSaveProfile, type OwnProfile } from '#client/queries/profile';
import * as styles from './profile.css';

/** About me, personal information and interests, saved together. */
export function ProfileForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const saveProfile = useSaveProfile();
  const [aboutMe, setAboutMe] = useState(profile.about_me);
  const [choices, setChoices] = useState<Record<string, string>>(Object.fromEntries(CHOICES.map((field) => [field, profile[field] ?? ''])));
  const [interests, setInterests] = useState(profile.interests);
  const [saved, setSaved] = useState(false);
  const save = useSubmit(
    () => saveProfile({ about_me: aboutMe, interests, ...Object.fromEntries(CHOICES.map((field) => [field, choices[field] || null])) }),
    () => setSaved(true),
  );
  const edited = () => setSaved(false);

  return (
    <form className={styles.section} onSubmit={save.submit} data-testid="profile-form">
      <h2 className={styles.sectionTitle}>{t('profile.about')}</h2>
      <div id="about-me">
        <TextAreaField
          label={t('signup.about_label')}
          maxLength={ABOUT_ME_MAX}
          value={aboutMe}
          error={save.fields.about_me}
          onChange={(event) => {
            edited();
            setAboutMe(event.target.value);
          }}
        />
      </div>
      <ProfileChoiceSelects
        values={choices}
        onChange={(field, value) => {
          edited();
          setChoices({ ...choices, [field]: value });
        }}
      />
      <div id="interests" tabIndex={-1} className={styles.part}>
        <h3 className={formStyles.label}>{t('member.interests')}</h3>
        <InterestPicker
          selected={interests}
          onChange={(next) => {
            edited();
            setInterests(next);
          }}
        />
      </div>
      {save.message && <Alert tone="danger">{save.message}</Alert>}
      {saved && <Alert tone="success">{t('profile.saved')}</Alert>}
      <div className={formStyles.actions}>
        <button type="submit" className={button.primary} disabled={save.pending}>
          {t('profile.save')}
        </button>
      </div>
    </form>
  );
}
