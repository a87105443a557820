import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv } from '#client/app-context';
import { forgetPushSubscription } from '#client/push/browser';
import { endSession } from '#client/queries/account';
import { whenQueriesSettle } from '#client/queries/settle';
import { type CurrentUser, userQuery } from '#client/queries/user';
import { Photo } from '#client/components/Photo/Photo';
import { visuallyHidden } from '#client/styles/layout.css';
import * as styles from './ProfileMenu.css';

/** The profile menu (docs/product.md#top-bar): my profile, the swipe game and match finder, transactions, settings, logout. */
export function ProfileMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const logOut = async () => {
    setOpen(false);
    await whenQueriesSettle(queryClient);
    await forgetPushSubscription(api);
    await endSession(api);
    queryClient.setQueryData(userQuery(api).queryKey, null);
    await navigate('/');
  };

  const name = user.profile?.name ?? user.email;
  // Until a photo is approved the initial stands in, as on the member's own cards.
  const photo = user.profile?.main_image;
  return (
    <div ref={ref} className={styles.wrapper}>
      <button type="button" className={styles.trigger} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)} data-testid="profile-menu">
        <span className={styles.avatar} aria-hidden="true" data-testid="profile-menu-avatar">
          {photo ? (
            <Photo own className={styles.avatarPhoto} src={photo.thumb_filename} copies={photo} alt="" sizes="32px" width={32} height={32} />
          ) : (
            name.slice(0, 1).toUpperCase()
          )}
        </span>
        <span className={styles.name} aria-hidden="true">
          {name}
        </span>
        {/* One hidden name for the button: on phones only the avatar shows. */}
        <span className={visuallyHidden}>{t('nav.profile_menu', { name })}</span>
      </button>
      {open && (
        <ul id={menuId} className={styles.menu}>
          <li>
            <Link className={styles.item} to="/profile" onClick={() => setOpen(false)}>
              {t('nav.my_profile')}
            </Link>
          </li>
          <li>
            <Link className={styles.item} to="/swipe-game" onClick={() => setOpen(false)}>
              {t('swipe.title')}
            </Link>
          </li>
          <li>
            <Link className={styles.item} to="/match-finder" onClick={() => setOpen(false)}>
              {t('match_finder.title')}
            </Link>
          </li>
          <li>
            <Link className={styles.item} to="/transactions" onClick={() => setOpen(false)}>
              {t('nav.transactions')}
            </Link>
          </li>
          <li>
            <Link className={styles.item} to="/settings" onClick={() => setOpen(false)}>
              {t('settings.title')}
            </Link>
          </li>
          <li>
            <button type="button" className={styles.item} onClick={logOut}>
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
