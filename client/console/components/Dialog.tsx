import { useEffect, useId, useRef, type ReactNode } from 'react';
import { wrapTab } from '#client/lib/dialog-tab';
import * as css from './Dialog.css';

/**
 * A modal on the native <dialog> with showModal(): the browser makes the page behind inert and
 * closes it on Escape; Tab wraps round inside it.
 */
export function Dialog({ open, title, onClose, children }: { open: boolean; title: string; onClose(): void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  // Its own title id: a page may keep several dialogs (closed ones too) in the document.
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className={css.dialog} aria-labelledby={titleId} onClose={onClose} onKeyDown={wrapTab}>
      <h2 id={titleId} className={css.title}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}
