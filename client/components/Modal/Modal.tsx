import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import * as styles from './Modal.css';

export interface ModalProps {
  title: string;
  size?: keyof typeof styles.dialog;
  /** Without onClose the modal cannot be dismissed by backdrop or Escape (a choice is required). */
  onClose?: () => void;
  children: ReactNode;
  actions?: ReactNode;
  testId?: string;
}

export function Modal({ title, size = 'md', onClose, children, actions, testId }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // The latest onClose, so the listeners below are set up once per opening, not per render.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  // A layout effect: Escape must work as soon as the dialog can be seen, not a frame later
  // (a busy page could paint it first, and an early Escape would be lost).
  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current?.();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, []);

  return (
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose?.()}>
      <div ref={dialogRef} className={styles.dialog[size]} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-testid={testId}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  );
}
