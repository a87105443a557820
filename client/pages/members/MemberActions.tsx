import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv } from '#client/app-context';
import { button } from '#client/components/Button/button.css';
import { ConfirmModal } from '#client/components/ConfirmModal/ConfirmModal';
import { useSubmit } from '#client/components/Form/useSubmit';
import { blockMember, memberQuery, unblockMember, type MemberProfile } from '#client/queries/members';
import { useCurrentUser } from '#client/queries/user';
import { useLikeAction } from '#client/components/LikeModals/useLikeAction';
import { useOpenSignup } from '#client/components/SignupOpener/context';
import { GiftButton } from '../chat/GiftPicker';
import { useSendMessage } from '../chat/useSendMessage';
import { IcebreakerButton } from './IcebreakerModal';
import { VerifiedOnlyNotice } from './VerifiedOnlyNotice';
import * as styles from './member.css';

/**
 * The actions bar: visitors are asked to sign up for like, gift and message; members like,
 * write, send a gift, break the ice, block and report. Where the member takes first messages
 * from verified members only, the writing actions give way to the way to get verified.
 */
export function MemberActions({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const openSignup = useOpenSignup();
  const like = useLikeAction(profile, profile.liked);
  const sendGift = useSendMessage(profile.id, { fromProfile: true });
  const refresh = () => queryClient.invalidateQueries({ queryKey: memberQuery(api, profile.id).queryKey });
  const unblock = useSubmit(() => unblockMember(api, profile.id), refresh);
  const [askBlock, setAskBlock] = useState(false);

  // A cam performer is met on the partner's page, not in a paid chat here (decision 0122).
  if (profile.kind === 'cam') {
    return (
      <div className={styles.actions} data-testid="member-actions">
        {profile.cam && (
          <a href={profile.cam.url} target="_blank" rel="noopener sponsored" className={button.primary} data-testid="watch-live">
            {t('kinds.watch_live', { partner: profile.cam.partner })}
          </a>
        )}
      </div>
    );
  }
  if (!user) {
    return (
      <div className={styles.actions} data-testid="member-actions">
        {(['like', 'gift', 'message'] as const).map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'message' ? button.primary : button.outlineLight}
            onClick={() => openSignup(action === 'message' ? { id: profile.id, name: profile.name } : undefined)}
          >
            {t(`member.${action}`)}
          </button>
        ))}
      </div>
    );
  }
  return (
    <div className={styles.actions} data-testid="member-actions">
      {!profile.blocked && (
        <>
          <button
            type="button"
            className={profile.liked ? button.outlineLight : button.primary}
            onClick={() => like.submit()}
            disabled={like.pending}
            aria-pressed={profile.liked}
          >
            {profile.liked ? t('member.liked') : t('member.like')}
          </button>
          {profile.verified_only ? (
            <VerifiedOnlyNotice name={profile.name} />
          ) : (
            <>
              <Link to={`/members/${profile.id}/chat`} className={button.secondary} data-testid="message-button">
                {t('member.message')}
              </Link>
              <GiftButton name={profile.name} className={button.outlineLight} onPick={(gift) => sendGift({ type: 'gift', gift }, crypto.randomUUID())} />
              <IcebreakerButton profile={profile} />
            </>
          )}
        </>
      )}
      {profile.blocked ? (
        <button type="button" className={button.ghost} onClick={() => unblock.submit()} disabled={unblock.pending}>
          {t('member.unblock')}
        </button>
      ) : (
        <button type="button" className={button.ghost} onClick={() => setAskBlock(true)} data-testid="block-button">
          {t('member.block')}
        </button>
      )}
      {askBlock && (
        <ConfirmModal
          title={t('member.block_title', { name: profile.name })}
          confirmLabel={t('member.block')}
          onConfirm={() => blockMember(api, profile.id).then(refresh)}
          onClose={() => setAskBlock(false)}
          testId="block-confirm"
        >
          <p>{t('member.block_text', { name: profile.name })}</p>
        </ConfirmModal>
      )}
      <Link to={`/complaints?profile=${profile.id}`} className={button.ghost}>
        {t('member.report')}
      </Link>
    </div>
  );
}
