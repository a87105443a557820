import { useEffect, useState, type ReactNode } from 'react';
import * as styles from './Toast.css';

const VISIBLE_MS = 6_000;

/** A short confirmation at the bottom of the screen that goes away by itself. */
export function Toast({ children, testId }: { children: ReactNode; testId?: string }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), VISIBLE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className={styles.toast} role="status" data-testid={testId}>
      {children}
    </div>
  );
}
