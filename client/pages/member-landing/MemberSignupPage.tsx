import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { KindMark } from '#client/components/ProfileCard/KindMark';
import { memberLandingQuery } from '#client/queries/member-landing';
import { useRegionName } from '#client/queries/places';
import { useCurrentUser } from '#client/queries/user';
import { signal } from '../signup/events';
import { SignupFlow } from '../signup/SignupFlow';
import type { SignupMessageAnswer } from '../signup/steps/AccountStep';
import * as styles from './landing.css';
import { SIGNUP_MESSAGE_MAX } from '#server/contract/signup-message';
import { Photo } from '#client/components/Photo/Photo';

/**
 * /members/{id}/signup, sign-up step 0 "message or create account" (docs/product.md#accounts-signup):
 * the visitor writes to her first, then creates the account; the server sends the message as
 * soon as the account exists, and the flow ends in her chat.
 */
export function MemberSignupPage() {
  const { t } = useTranslation('pages');
  const { api } = usePageEnv();
  const settings = useSettings();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const { profile } = useSuspenseQuery(memberLandingQuery(api, id)).data;
  const place = useRegionName(profile.country, profile.region);
  const [text, setText] = useState((params.get('text') ?? '').slice(0, SIGNUP_MESSAGE_MAX));
  const [written, setWritten] = useState(false);
  const [answer, setAnswer] = useState<SignupMessageAnswer | undefined>();
  const [created, setCreated] = useState(false);

  // A member writes in the chat itself (after the account exists, the flow goes on here).
  if (user && !created) return <Navigate to={`/members/${id}/chat`} replace />;

  return (
    <section className={styles.narrow} data-testid="member-signup">
      <title>{`${t('member_landing.signup_title', { name: profile.name })} | ${settings.name}`}</title>
      <div className={styles.mini}>
        {profile.main_image && (
          <Photo
            className={styles.miniPhoto}
            src={profile.main_image.thumb_filename}
            copies={profile.main_image}
            sizes="72px"
            alt={profile.name}
            width={72}
            height={72}
            eager
          />
        )}
        <div>
          <h1 className={styles.miniName}>
            {t('member_landing.signup_title', { name: profile.name })} <KindMark profile={profile} />
          </h1>
          <span className={styles.ctaNote}>
            {profile.age} · {place}
          </span>
        </div>
      </div>
      {!written ? (
        <form
          className={styles.card}
          data-testid="signup-message"
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) setWritten(true);
          }}
        >
          <label htmlFor="signup-message-text">{t('member_landing.message_label', { name: profile.name })}</label>
          <textarea
            id="signup-message-text"
            className={styles.textarea}
            value={text}
            maxLength={SIGNUP_MESSAGE_MAX}
            placeholder={t('member_landing.message_placeholder', { name: profile.name })}
            onChange={(event) => setText(event.target.value)}
            required
          />
          <button type="submit" className={`${button.primary} ${styles.cta}`} disabled={!text.trim()}>
            {t('member_landing.message_next')}
          </button>
          <p className={styles.ctaNote}>{t('member_landing.message_note', { name: profile.name })}</p>
        </form>
      ) : (
        <div className={styles.card}>
          {answer?.sent && (
            <Alert tone="success" testId="signup-message-sent">
              {t('member_landing.message_sent', { name: profile.name })}
            </Alert>
          )}
          {answer && !answer.sent && <Alert tone="warning">{answer.message}</Alert>}
          <SignupFlow
            signupMessage={{ profile_id: id, text: text.trim() }}
            onAccountCreated={(result) => {
              setCreated(true);
              setAnswer(result);
            }}
            onFinish={() => {
              signal('flow_complete');
              navigate(`/members/${id}/chat`);
            }}
            onLoginLink={() => signal('redirected_to_login')}
            backHome
          />
        </div>
      )}
    </section>
  );
}
