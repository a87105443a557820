import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import type { SignupAbout } from '#client/components/SignupOpener/context';
import { type CurrentUser, userQuery, useCurrentUser } from '#client/queries/user';
import { InviteOnly } from './InviteOnly';
import { useSignupOpen } from './signup-open';
import * as styles from './signup.css';
import { AboutStep } from './steps/AboutStep';
import { AccountStep, type SignupMessageAnswer } from './steps/AccountStep';
import { ConfirmStep } from './steps/ConfirmStep';
import { NotificationsStep } from './steps/NotificationsStep';
import { PersonalStep } from './steps/PersonalStep';
import { PhotoStep } from './steps/PhotoStep';

/** Steps 0–4, then the confirmation step (docs/product.md#accounts-signup). */
export const STEPS = ['account', 'photo', 'about', 'personal', 'notifications', 'confirm'] as const;
export type Step = (typeof STEPS)[number];

export interface SignupFlowProps {
  initialStep?: Step;
  /** The account exists (after step 0): the flow is "in progress" from here on; with what became of the first message. */
  onAccountCreated?(signupMessage?: SignupMessageAnswer): void;
  /** Step 0's first message to a profile (/members/{id}/signup). */
  signupMessage?: { profile_id: number; text: string } | undefined;
  /** The profile the visitor came from: step 0 offers to write to them (message or create account). */
  messageTo?: SignupAbout | undefined;
  onFinish(): void;
  onLoginLink(): void;
  /** Where sign-up is closed to this visitor, its notice links back home (a page; the modal has its close button). */
  backHome?: boolean;
}

export function SignupFlow({ initialStep = 'account', onAccountCreated, onFinish, onLoginLink, signupMessage, messageTo, backHome }: SignupFlowProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [step, setStep] = useState<Step>(initialStep);
  const open = useSignupOpen();
  const next = () => setStep(STEPS[STEPS.indexOf(step) + 1] ?? 'confirm');
  // A new step's heading takes the focus: the button just pressed is gone with its step, and a
  // keyboard or screen-reader user starts where the new step does (not at the page's top).
  const title = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    title.current?.focus();
  }, [step]);

  if (step === 'account' && !open) return <InviteOnly onLoginLink={onLoginLink} backHome={backHome} />;

  const created = (account: CurrentUser, message?: SignupMessageAnswer) => {
    queryClient.setQueryData(userQuery(api).queryKey, account);
    onAccountCreated?.(message);
    next();
  };

  return (
    <div className={styles.flow} data-step={step}>
      <div className={styles.progress} aria-hidden="true">
        {STEPS.map((item, index) => (
          <span key={item} className={index <= STEPS.indexOf(step) ? styles.dotDone : styles.dot} />
        ))}
      </div>
      <h2 className={styles.stepTitle} ref={title} tabIndex={-1} data-testid="signup-step-title">
        {t(`signup.steps.${step}`)}
      </h2>
      {step === 'account' && <AccountStep onCreated={created} onLoginLink={onLoginLink} signupMessage={signupMessage} messageTo={messageTo} />}
      {step === 'photo' && <PhotoStep onDone={next} />}
      {step === 'about' && <AboutStep onDone={next} />}
      {step === 'personal' && <PersonalStep country={user?.profile?.country ?? settings.geoip_selected_country} onDone={next} />}
      {step === 'notifications' && <NotificationsStep onDone={next} />}
      {step === 'confirm' && <ConfirmStep email={user?.email ?? ''} onFinish={onFinish} />}
    </div>
  );
}
