import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { useSettings } from '#client/app-context';
import { button } from '#client/components/Button/button.css';
import { Alert } from '#client/components/Alert/Alert';
import { Modal } from '#client/components/Modal/Modal';
import { LegalLinks } from '#client/components/LegalLinks/LegalLinks';
import { SignupOpenerContext, type SignupAbout } from '#client/components/SignupOpener/context';
import { SIGNUP_EVENT, signal, type SignupSignal } from './events';
import type { SignupMessageAnswer } from './steps/AccountStep';
import * as styles from './signup.css';

/**
 * The flow's steps load when the dialog first opens, not with every page that can open it: they
 * were a good part of the home page's first script (decision 0108's next step, decision 0147).
 */
const SignupFlow = lazy(() => import('./SignupFlow').then((module) => ({ default: module.SignupFlow })));

/** While the steps load: the flow's progress bar, and "Loading…" for a screen reader. */
function FlowLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.progress} role="status" aria-label={t('loading_bar.label')} data-testid="signup-loading">
      {Array.from({ length: 6 }, (_, index) => (
        <span key={index} className={index === 0 ? styles.dotDone : styles.dot} />
      ))}
    </div>
  );
}

/**
 * The sign-up modal (the default layout hosts it; useOpenSignup opens it).
 * docs/product.md#accounts-signup: the modal cannot be closed by backdrop or Escape while signup is in progress (from
 * the first keystroke); it signals started, flow complete, closed and redirected-to-login.
 */
export function SignupModalHost({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [about, setAbout] = useState<SignupAbout>();
  const [answer, setAnswer] = useState<SignupMessageAnswer>();
  const [inProgress, setInProgress] = useState(false);

  useEffect(() => {
    const onSignal = (event: Event) => {
      if ((event as CustomEvent<SignupSignal>).detail === 'started') setInProgress(true);
    };
    window.addEventListener(SIGNUP_EVENT, onSignal);
    return () => window.removeEventListener(SIGNUP_EVENT, onSignal);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    setInProgress(false);
    signal('closed');
  }, []);
  const openModal = useCallback((profile?: SignupAbout) => {
    setAbout(profile);
    setAnswer(undefined);
    setOpen(true);
  }, []);
  const value = useMemo(() => openModal, [openModal]);

  return (
    <SignupOpenerContext value={value}>
      {children}
      {open && (
        <Modal
          title={t('signup.title', { site: settings.name })}
          size="md"
          testId="signup-modal"
          onClose={inProgress ? undefined : close}
          actions={
            <button type="button" className={button.ghost} onClick={close}>
              {inProgress ? t('signup.continue_later') : t('signup.close')}
            </button>
          }
        >
          {about && answer?.sent && (
            <Alert tone="success" testId="signup-message-sent">
              {t('signup.message_sent', { name: about.name })}
            </Alert>
          )}
          {answer && !answer.sent && <Alert tone="warning">{answer.message}</Alert>}
          <Suspense fallback={<FlowLoading />}>
            <SignupFlow
              messageTo={about}
              onAccountCreated={(result) => {
                setInProgress(true);
                setAnswer(result);
              }}
              onFinish={() => {
                signal('flow_complete');
                setOpen(false);
                setInProgress(false);
                navigate('/signup-matches?signup-complete=1');
              }}
              onLoginLink={() => {
                signal('redirected_to_login');
                setOpen(false);
                setInProgress(false);
              }}
            />
          </Suspense>
          {/* New tabs: a visitor checking the imprint keeps the dialog and what she typed (decision 0147). */}
          <LegalLinks newTab tone="dialog" />
        </Modal>
      )}
    </SignupOpenerContext>
  );
}
