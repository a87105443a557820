import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import * as css from './Page.css';

/** One console screen: its heading (also the tab's title), actions on the right, then the content. */
export function Page({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('layout.title')}`;
  }, [title, t]);
  return (
    <section className={css.page} aria-labelledby="console-page-title">
      <header className={css.header}>
        <h1 id="console-page-title" className={css.title}>
          {title}
        </h1>
        {actions && <div className={css.actions}>{actions}</div>}
      </header>
      {children}
    </section>
  );
}
