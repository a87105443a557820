import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { GIFTS, type GiftId } from '#server/contract/gifts';
import { useSettings } from '#client/app-context';
import { button } from '#client/components/Button/button.css';
import { useAction } from '#client/components/Form/useSubmit';
import { Modal } from '#client/components/Modal/Modal';
import * as styles from './chat.css';
import { SendProblem } from './SendProblem';

/** The gift catalogue in a modal; a pick is sent at once and the modal closes when it arrived. */
export function GiftPicker({ name, onPick, onClose }: { name: string; onPick(gift: GiftId): Promise<unknown>; onClose(): void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const send = useAction(onClose);
  const problem = send.fields.gift ?? send.fields.text ?? send.message;
  return (
    <Modal
      title={t('chat_ui.gift_title', { name })}
      onClose={onClose}
      testId="gift-picker"
      actions={
        <button type="button" className={button.ghost} onClick={onClose}>
          {t('chat_ui.cancel')}
        </button>
      }
    >
      <p>{t('chat_ui.gift_cost', { count: settings.gift_credits })}</p>
      {problem && <SendProblem message={problem} failure={send.failure} name={name} purpose="gift" />}
      <ul className={styles.gifts}>
        {GIFTS.map((gift) => (
          <li key={gift.id}>
            <button
              type="button"
              className={styles.gift}
              disabled={send.pending}
              onClick={() => send.run(() => onPick(gift.id))}
              data-testid={`gift-${gift.id}`}
            >
              <span className={styles.giftIcon} aria-hidden="true">
                {gift.icon}
              </span>
              {t(`chat_ui.gift_names.${gift.id}`)}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

/** A button that opens the gift picker for one member; in the composer it is an icon. */
export function GiftButton({
  name,
  onPick,
  className,
  icon = false,
}: {
  name: string;
  onPick(gift: GiftId): Promise<unknown>;
  className: string;
  icon?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => setOpen(true)}
        aria-label={t('chat_ui.gift')}
        title={t('chat_ui.gift')}
        data-testid="gift-button"
      >
        {icon ? (
          <svg className={styles.toolIcon} viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1s3 1 5 1c2 0 5 1.5 5-1s-3.5-2-5 1" />
          </svg>
        ) : (
          t('chat_ui.gift')
        )}
      </button>
      {open && <GiftPicker name={name} onPick={onPick} onClose={() => setOpen(false)} />}
    </>
  );
}
