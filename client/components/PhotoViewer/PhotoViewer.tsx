import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { wrapTab } from '#client/lib/dialog-tab';
import { visuallyHidden } from '#client/styles/layout.css';
import { indexForKey, stepIndex, swipeStep } from './rules';
import * as styles from './PhotoViewer.css';

/** A photo the page may show: the viewer opens the same file, never one the page keeps locked. */
export interface ViewerPhoto {
  id: number;
  filename: string;
}

interface Drag {
  pointerId: number;
  x: number;
  y: number;
}

const ICONS = {
  close: 'M6 6l12 12M18 6 6 18',
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
      <path d={ICONS[name]} />
    </svg>
  );
}

/**
 * Photos full screen on a dark layer (docs/product.md#profile-view): the arrows, ← → Home End,
 * or a sideways swipe turn them, round the ends; Escape or the close button end it. A native
 * <dialog> made modal like Modal's (docs/decisions/0114-native-dialogs.md), without its white
 * panel and title: the page behind is inert, Tab wraps round, and focus goes back to the photo
 * that opened it. Opened by a tap only, so unlike Modal it is never rendered by the server.
 */
export function PhotoViewer({
  photos,
  start,
  label,
  alt,
  onClose,
}: {
  photos: readonly ViewerPhoto[];
  start: number;
  /** The dialog's name ("Photos of Anna"). */
  label: string;
  alt: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const drag = useRef<Drag | null>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  const mountedRef = useRef(false);
  const [index, setIndex] = useState(start);
  const total = photos.length;
  const photo = photos[index] ?? photos[0];

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    mountedRef.current = true;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    dialog.focus();
    return () => {
      mountedRef.current = false;
      // Closed before React removes it: while it is modal the page behind is inert and takes no focus.
      dialog.close();
      opener?.focus();
    };
  }, []);

  // The neighbours load while this one is looked at, so a swipe shows them at once.
  useEffect(() => {
    for (const step of [1, -1]) {
      const neighbour = photos[stepIndex(index, step, total)];
      if (neighbour && neighbour !== photo) {
        const image = new Image();
        image.src = neighbour.filename;
      }
    }
  }, [index, photo, photos, total]);

  const go = (step: number) => setIndex((current) => stepIndex(current, step, total));

  /** The photo follows the finger (through element.style: the CSP allows no style attributes), and springs back on release. */
  const follow = (dx: number | null) => {
    const image = imageRef.current;
    if (!image) return;
    image.style.transform = dx === null ? '' : `translateX(${dx}px)`;
    image.classList.toggle(styles.dragging, dx !== null);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0) || total < 2) return;
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) follow(event.clientX - drag.current.x);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (from?.pointerId !== event.pointerId) return;
    drag.current = null;
    follow(null);
    const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
    if (step) go(step);
  };
  const onPointerCancel = () => {
    drag.current = null;
    follow(null);
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.viewer}
      aria-label={label}
      tabIndex={-1}
      data-testid="photo-viewer"
      onCancel={(event) => {
        // A phone's back gesture: closed through onClose, so focus goes back to the photo.
        event.preventDefault();
        closeRef.current();
      }}
      onClose={() => {
        // The browser may close a dialog whose cancel was refused twice in a row.
        if (mountedRef.current) closeRef.current();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          closeRef.current();
          return;
        }
        const next = indexForKey(event.key, index, total);
        if (next !== null) {
          event.preventDefault();
          setIndex(next);
        }
        wrapTab(event);
      }}
    >
      <div className={styles.bar}>
        <p className={styles.position} aria-live="polite" data-testid="photo-viewer-position">
          <span aria-hidden="true">{`${index + 1} / ${total}`}</span>
          <span className={visuallyHidden}>{t('photo_viewer.position', { index: index + 1, total })}</span>
        </p>
        <button type="button" className={styles.round} aria-label={t('photo_viewer.close')} onClick={() => closeRef.current()}>
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.stage} onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerCancel={onPointerCancel}>
        {photo && (
          <img key={photo.id} ref={imageRef} className={styles.image} src={photo.filename} alt={alt} draggable={false} data-testid="photo-viewer-image" />
        )}
      </div>
      {total > 1 && (
        <>
          <button type="button" className={`${styles.round} ${styles.previous}`} aria-label={t('photo_viewer.previous')} onClick={() => go(-1)}>
            <Icon name="previous" />
          </button>
          <button type="button" className={`${styles.round} ${styles.next}`} aria-label={t('photo_viewer.next')} onClick={() => go(1)}>
            <Icon name="next" />
          </button>
        </>
      )}
    </dialog>
  );
}
