import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv } from '#client/app-context';
import { button } from '#client/components/Button/button.css';
import { Modal } from '#client/components/Modal/Modal';
import { ensureNamespace } from '#client/i18n';
import { interestsQuery, type MemberProfile } from '#client/queries/members';
import * as styles from './member.css';

const GENERIC = ['g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7', 'g8'] as const;
const LINES = 5;

/** Openers tied to the other member's interests first, then general ones, in the page language. */
export function icebreakerKeys(interestSlugs: string[]): string[] {
  return [...interestSlugs.map((slug) => `interests.${slug}`), ...GENERIC.map((key) => `generic.${key}`)].slice(0, LINES);
}

/** The icebreaker modal; picking a line opens the conversation with it (the chat arrives with issue 6). */
export function IcebreakerButton({ profile }: { profile: MemberProfile }) {
  const { t, i18n } = useTranslation();
  const { api } = usePageEnv();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const interests = useQuery(interestsQuery(api, i18n.language)).data ?? [];
  const slugs = interests.filter((interest) => profile.interests?.includes(interest.id)).map((interest) => interest.slug);
  const ice = i18n.getFixedT(i18n.language, 'icebreakers');

  const openModal = async () => {
    await ensureNamespace(i18n, i18n.language, 'icebreakers');
    setOpen(true);
  };
  return (
    <>
      <button type="button" className={button.ghost} onClick={openModal} data-testid="icebreaker-button">
        {t('member.icebreaker')}
      </button>
      {open && (
        <Modal
          title={ice('title')}
          size="md"
          onClose={() => setOpen(false)}
          testId="icebreaker-modal"
          actions={
            <button type="button" className={button.ghost} onClick={() => setOpen(false)}>
              {ice('close')}
            </button>
          }
        >
          <p>{ice('intro', { name: profile.name })}</p>
          <ul className={styles.lines}>
            {icebreakerKeys(slugs).map((key) => (
              <li key={key}>
                <button type="button" className={styles.line} onClick={() => navigate(`/members/${profile.id}/chat?icebreaker=${encodeURIComponent(key)}`)}>
                  {ice(key, { name: profile.name })}
                </button>
              </li>
            ))}
          </ul>
        </Modal>
      )}
    </>
  );
}
