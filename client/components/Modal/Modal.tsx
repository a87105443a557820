import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { wrapTab } from '#client/lib/dialog-tab';
import * as styles from './Modal.css';

export interface ModalProps {
  title: string;
  size?: keyof typeof styles.panel;
  /** Without onClose the modal cannot be dismissed by backdrop or Escape (a choice is required). */
  onClose?: () => void;
  children: ReactNode;
  actions?: ReactNode;
  testId?: string;
}

/**
 * A modal on the native <dialog> opened with showModal(): the browser makes the page behind inert
 * and Tab wraps round inside. It is rendered open, so a server-rendered one shows before
 * hydration; hydration then makes it modal in the same frame (docs/decisions/0114-native-dialogs.md).
 */
export function Modal({ title, size = 'md', onClose, children, actions, testId }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The latest onClose, so the handlers below need not change per render.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  const mountedRef = useRef(false);

  // A layout effect: the dialog turns modal before the browser paints again (no flash, no shift).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    mountedRef.current = true;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // showModal() refuses a dialog that is already open; dropping the attribute fires no close event.
    dialog.removeAttribute('open');
    dialog.showModal();
    // The box itself takes focus, so screen readers start at the title and Tab reaches the first field.
    dialog.focus();
    return () => {
      mountedRef.current = false;
      // Closed before React removes it: while it is modal the page behind is inert and takes no focus.
      dialog.close();
      previous?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      open
      className={styles.dialog}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid={testId}
      onCancel={(event) => {
        // Another close request (a phone's back gesture) closes only through onClose; without it, nothing happens.
        event.preventDefault();
        closeRef.current?.();
      }}
      onClose={(event) => {
        // The browser may close a dialog whose cancel was refused twice in a row; one that needs an answer reopens.
        if (mountedRef.current && !event.currentTarget.open) event.currentTarget.showModal();
      }}
      onClick={(event) => event.target === event.currentTarget && closeRef.current?.()}
      onKeyDown={(event) => {
        // Handled here, not left to the browser: after a refused Escape a second one would close
        // the dialog regardless (and it would blink back open). A dialog inside handled it already.
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          closeRef.current?.();
        }
        wrapTab(event);
      }}
    >
      <div className={styles.panel[size]}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </dialog>
  );
}
