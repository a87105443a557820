import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { SelectField, TextAreaField, TextField } from '#client/components/Form/Field';
import type { SignupAbout } from '#client/components/SignupOpener/context';
import { AcceptanceLine } from '#client/components/LegalLinks/AcceptanceLine';
import * as formStyles from '#client/components/Form/Form.css';
import { useSubmit } from '#client/components/Form/useSubmit';
import { MIN_AGE } from '#server/contract/age';
import { SIGNUP_MESSAGE_MAX } from '#server/contract/signup-message';
import { signUp, type SignupMessageAnswer } from '#client/queries/account';
import type { CurrentUser } from '#client/queries/user';
import { ReactivationOffer } from '#client/pages/account/ReactivationOffer';
import { signal } from '../events';
import { signupTracking } from '#client/lib/tracking';

export type { SignupMessageAnswer };

const EMPTY = { email: '', name: '', password: '', date_of_birth: '', gender: '', sexuality: '' };

interface AccountStepProps {
  onCreated(user: CurrentUser, signupMessage?: SignupMessageAnswer): void;
  onLoginLink(): void;
  /** The first message the visitor wrote to a profile (/members/{id}/signup): sent once the account exists. */
  signupMessage?: { profile_id: number; text: string } | undefined;
  /** The profile the visitor came from, when no message was written yet: the step offers one. */
  messageTo?: SignupAbout | undefined;
}

/** Step 0: the account itself, or a first message with it to the profile the visitor came from (docs/product.md#accounts-signup). */
export function AccountStep({ onCreated, onLoginLink, signupMessage, messageTo }: AccountStepProps) {
  const { t } = useTranslation();
  const { api } = usePageEnv();
  const [values, setValues] = useState(EMPTY);
  const [started, setStarted] = useState(false);
  const [firstMessage, setFirstMessage] = useState('');
  const written = messageTo && firstMessage.trim() ? { profile_id: messageTo.id, text: firstMessage.trim() } : undefined;
  const message = signupMessage ?? written;
  const create = useSubmit(
    () =>
      signUp(api, {
        ...values,
        ...signupTracking(),
        ...(message && { signup_message: message }),
      }),
    ({ user, signup_message }) => onCreated(user, signup_message),
  );
  const update = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    if (!started) {
      setStarted(true);
      signal('started');
    }
    setValues({ ...values, [name]: event.target.value });
  };
  const suggestion = typeof create.failure?.details.suggestion === 'string' ? create.failure.details.suggestion : undefined;
  const code = create.failure?.code;

  return (
    <form className={formStyles.form} onSubmit={create.submit} noValidate data-testid="signup-account">
      {messageTo && !signupMessage && (
        <TextAreaField
          label={t('signup.message_label', { name: messageTo.name })}
          placeholder={t('signup.message_placeholder', { name: messageTo.name })}
          value={firstMessage}
          maxLength={SIGNUP_MESSAGE_MAX}
          rows={3}
          error={create.fields.signup_message}
          onChange={(event) => setFirstMessage(event.target.value)}
          data-testid="signup-first-message"
        />
      )}
      {code === 'email_taken' && (
        <Alert tone="warning" testId="signup-email-taken">
          <span>{create.message}</span>
          <Link to="/login" onClick={onLoginLink}>
            {t('nav.login')}
          </Link>
        </Alert>
      )}
      {code === 'pending_deletion' && <ReactivationOffer email={values.email} />}
      {create.message && code !== 'email_taken' && code !== 'pending_deletion' && <Alert tone="danger">{create.message}</Alert>}
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        value={values.email}
        error={create.fields.email}
        onChange={update('email')}
        hint={
          suggestion && (
            <button type="button" className={formStyles.linkButton} onClick={() => setValues({ ...values, email: suggestion })}>
              {t('signup.did_you_mean', { suggestion })}
            </button>
          )
        }
      />
      <TextField label={t('fields.username')} autoComplete="username" value={values.name} error={create.fields.name} onChange={update('name')} />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        error={create.fields.password}
        onChange={update('password')}
      />
      <TextField
        label={t('fields.date_of_birth', { min_age: MIN_AGE })}
        type="date"
        autoComplete="bday"
        value={values.date_of_birth}
        error={create.fields.date_of_birth}
        onChange={update('date_of_birth')}
      />
      <div className={formStyles.row}>
        <SelectField label={t('fields.gender')} value={values.gender} error={create.fields.gender} onChange={update('gender')}>
          <option value="">{t('signup.choose')}</option>
          <option value="male">{t('genders.male')}</option>
          <option value="female">{t('genders.female')}</option>
        </SelectField>
        <SelectField label={t('fields.sexuality')} value={values.sexuality} error={create.fields.sexuality} onChange={update('sexuality')}>
          <option value="">{t('signup.choose')}</option>
          {(['hetero', 'gay', 'lesbian', 'bi'] as const).map((value) => (
            <option key={value} value={value}>
              {t(`sexualities.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <AcceptanceLine className={formStyles.hint} />
      <div className={formStyles.actions}>
        <button type="submit" className={button.primary} disabled={create.pending}>
          {t('signup.create')}
        </button>
        <Link to="/login" onClick={onLoginLink}>
          {t('signup.have_account')}
        </Link>
      </div>
    </form>
  );
}
