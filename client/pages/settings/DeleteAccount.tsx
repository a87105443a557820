import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { PasswordField } from '#client/components/Form/Field';
import * as formStyles from '#client/components/Form/Form.css';
import { useSubmit } from '#client/components/Form/useSubmit';
import { claimRetentionOffer, deleteAccount, type RetentionOffer } from '#client/queries/account';
import { companyInfoQuery } from '#client/queries/site';
import { whenQueriesSettle } from '#client/queries/settle';
import { userQuery } from '#client/queries/user';
import { DELETE_REASONS, type DeleteReason } from '#server/contract/deletion-reasons';
import * as styles from '../account/account.css';
import * as deleteStyles from './DeleteAccount.css';

type Step = 'closed' | 'reason' | 'offer' | 'kept' | 'confirm';

/**
 * Reason → the company's stay-discount offer (when it has one) → password → pending deletion.
 * Staying on the offer grants the member's own code (the server gives the same one however
 * often it is asked) and leads to the credits page with it applied.
 */
export function DeleteAccount() {
  const { t } = useTranslation();
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const discount = useSuspenseQuery(companyInfoQuery(api)).data.delete_discount;
  const [step, setStep] = useState<Step>('closed');
  const [reason, setReason] = useState<DeleteReason>();
  const [password, setPassword] = useState('');
  const [granted, setGranted] = useState<RetentionOffer>();
  const headingId = useId();
  const remove = useSubmit(
    async () => {
      await whenQueriesSettle(queryClient);
      return deleteAccount(api, reason, password);
    },
    async () => {
      // Leave the settings page first: without a user it would send the visitor to /login. Until then
      // the member is one whose account is being deleted, so /account-deleted says so from the start.
      queryClient.setQueryData(userQuery(api).queryKey, (user) => user && { ...user, status: 'pending_deletion' as const });
      await navigate('/account-deleted');
      queryClient.setQueryData(userQuery(api).queryKey, null);
    },
  );

  const stay = useSubmit(
    () => claimRetentionOffer(api),
    ({ retention_offer }) => {
      setGranted(retention_offer);
      setStep('kept');
    },
  );

  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="delete-account">
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('deletion.title')}
      </h2>
      {step === 'closed' && (
        <div className={formStyles.actions}>
          <button type="button" className={button.ghost} onClick={() => setStep('reason')}>
            {t('deletion.start')}
          </button>
        </div>
      )}
      {step === 'reason' && (
        <fieldset className={formStyles.form}>
          <legend className={formStyles.label}>{t('deletion.why')}</legend>
          {DELETE_REASONS.map((value) => (
            <label key={value} className={formStyles.check}>
              <input type="radio" name="delete-reason" className={formStyles.checkbox} checked={reason === value} onChange={() => setReason(value)} />
              <span>{t(`deletion.reasons.${value}`)}</span>
            </label>
          ))}
          <div className={formStyles.actions}>
            <button type="button" className={button.secondary} disabled={!reason} onClick={() => setStep(discount > 0 ? 'offer' : 'confirm')}>
              {t('deletion.continue')}
            </button>
            <button type="button" className={button.ghost} onClick={() => setStep('closed')}>
              {t('deletion.keep')}
            </button>
          </div>
        </fieldset>
      )}
      {step === 'offer' && (
        <Alert tone="info" testId="delete-offer">
          <span>{t('deletion.offer', { discount })}</span>
          {stay.message && <Alert tone="danger">{stay.message}</Alert>}
          <div className={formStyles.actions}>
            {/* Refused (used up, no offer): the account is kept all the same; a lost connection may try again. */}
            <button
              type="button"
              className={button.primary}
              disabled={stay.pending}
              onClick={stay.failure ? () => setStep('closed') : () => void stay.submit()}
            >
              {t('deletion.keep')}
            </button>
            <button type="button" className={button.ghost} onClick={() => setStep('confirm')}>
              {t('deletion.delete_anyway')}
            </button>
          </div>
        </Alert>
      )}
      {step === 'kept' && granted && (
        <Alert tone="success" testId="delete-offer-granted">
          <span>{t('deletion.offer_granted', { discount: granted.value_percentage })}</span>
          <div className={formStyles.actions}>
            <strong className={deleteStyles.code} data-testid="retention-code">
              {granted.code}
            </strong>
            <Link to={`/credits?discountcode=${encodeURIComponent(granted.code)}`} className={button.primary}>
              {t('deletion.offer_use')}
            </Link>
          </div>
        </Alert>
      )}
      {step === 'confirm' && (
        <form className={formStyles.form} onSubmit={remove.submit} noValidate>
          <p>{t('deletion.confirm_text', { days: 14 })}</p>
          <PasswordField label={t('fields.password')} kind="current" value={password} error={remove.fields.password} onValue={setPassword} />
          {remove.message && <Alert tone="danger">{remove.message}</Alert>}
          <div className={formStyles.actions}>
            <button type="submit" className={button.primary} disabled={remove.pending}>
              {t('deletion.confirm')}
            </button>
            <button type="button" className={button.ghost} onClick={() => setStep('closed')}>
              {t('deletion.keep')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
