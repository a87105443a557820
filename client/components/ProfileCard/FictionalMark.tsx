import { useSettings } from '#client/app-context';
import * as styles from './ProfileCard.css';

/** The tenant's fictional icon; its wording explains it to screen readers and on hover. */
export function FictionalMark() {
  const settings = useSettings();
  return (
    <span className={styles.fictional} title={settings.fictional_warning} role="img" aria-label={settings.fictional_singular} data-testid="fictional-mark">
      {settings.fictional_icon}
    </span>
  );
}
