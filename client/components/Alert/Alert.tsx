import type { ReactNode } from 'react';
import * as styles from './Alert.css';

/** A message box in the page: info, success, warning or danger. */
export function Alert({ tone = 'info', children, testId }: { tone?: keyof typeof styles.alert; children: ReactNode; testId?: string }) {
  return (
    <div className={styles.alert[tone]} role={tone === 'danger' ? 'alert' : 'status'} data-testid={testId}>
      {children}
    </div>
  );
}
