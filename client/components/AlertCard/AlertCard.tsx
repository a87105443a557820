import type { ReactNode } from 'react';
import * as styles from './AlertCard.css';

export { styles as alertCard };

interface AlertCardProps {
  /** The landmark's name, for screen readers that list them. */
  label: string;
  icon: ReactNode;
  title: ReactNode;
  /** The lines under the title (paragraphs styled with `alertCard.hint`). */
  children?: ReactNode;
  actions?: ReactNode;
  /** Several choices go under the text at every width; one goes beside it from the tablet width on. */
  actionsBelow?: boolean;
  tone?: 'info' | 'warning';
  closeLabel: string;
  onClose(): void;
  testId: string;
}

/** One of the members area's alerts (docs/product.md#member-alerts): a card over the page's bottom edge with a way out. */
export function AlertCard({ label, icon, title, children, actions, actionsBelow = false, tone = 'info', closeLabel, onClose, testId }: AlertCardProps) {
  return (
    <aside className={tone === 'warning' ? `${styles.alert} ${styles.warning}` : styles.alert} aria-label={label} data-testid={testId}>
      <span className={styles.icon}>{icon}</span>
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        {children}
      </div>
      {actions && <div className={actionsBelow ? styles.actionsBelow : styles.actions}>{actions}</div>}
      <button
        type="button"
        className={actionsBelow ? `${styles.close} ${styles.closeTop}` : styles.close}
        aria-label={closeLabel}
        title={closeLabel}
        onClick={onClose}
      >
        ×
      </button>
    </aside>
  );
}
