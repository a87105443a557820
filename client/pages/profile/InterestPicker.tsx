import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv } from '#client/app-context';
import { interestsQuery } from '#client/queries/members';
import * as styles from './profile.css';

/** The 50 interests as toggle chips with their icons. */
export function InterestPicker({ selected, onChange }: { selected: number[]; onChange(selected: number[]): void }) {
  const { i18n } = useTranslation();
  const { api } = usePageEnv();
  const interests = useQuery(interestsQuery(api, i18n.language)).data ?? [];
  return (
    <div className={styles.interests} data-testid="interest-picker">
      {interests.map((interest) => {
        const on = selected.includes(interest.id);
        return (
          <button
            key={interest.id}
            type="button"
            className={styles.interest}
            aria-pressed={on}
            onClick={() => onChange(on ? selected.filter((id) => id !== interest.id) : [...selected, interest.id])}
          >
            <span aria-hidden="true">{interest.icon}</span> {interest.name}
          </button>
        );
      })}
    </div>
  );
}
