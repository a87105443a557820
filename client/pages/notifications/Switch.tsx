import type { InputHTMLAttributes } from 'react';
import * as styles from './notifications.css';

/** An on/off switch: a real checkbox (keyboard, forms, screen readers) drawn as a toggle. */
export function Switch({ caption, ...input }: { caption?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'>) {
  return (
    <label className={styles.switchLabel}>
      {caption && <span className={styles.switchCaption}>{caption}</span>}
      <input type="checkbox" role="switch" className={styles.switchInput} {...input} />
    </label>
  );
}
