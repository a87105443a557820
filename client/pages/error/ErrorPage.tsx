import { Component, useEffect, type ReactNode } from 'react';
import { Link, useRouteError } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { button } from '#client/components/Button/button.css';
import { isChunkLoadError, reloadForChunkError } from '#client/lib/chunk-reload';
import { errorMessage, errorStatus } from './error-status';
import * as styles from './ErrorPage.css';

function ErrorContent() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = errorStatus(error);

  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError();
  }, [error]);

  const message = status === 404 ? t('errors.not_found') : (errorMessage(error) ?? t('errors.generic'));
  return (
    <section className={styles.wrapper} data-testid="error-page" data-status={status}>
      <title>{message}</title>
      {/* Whatever the route says of itself, a page that failed is nothing to list. */}
      <meta name="robots" content="noindex" />
      <p className={styles.status}>{status}</p>
      <h1 className={styles.message}>{message}</h1>
      {/* A refusal (404, 403 "You're blocked by …") is no dead end, also in the full-screen chat layout. */}
      {status < 500 && (
        <Link to="/" className={button.primary}>
          {t('errors.back_home')}
        </Link>
      )}
    </section>
  );
}

interface BoundaryState {
  failed: boolean;
}

interface BoundaryProps {
  title: string;
  homeLabel: string;
  children: ReactNode;
}

/** docs/product.md#error-pages: if showing the error page itself fails, a last plain message with a way home remains. */
class ErrorPageBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className={styles.wrapper} data-testid="error-page-failed">
        <h1 className={styles.message}>{this.props.title}</h1>
        <a href="/" className={button.primary}>
          {this.props.homeLabel}
        </a>
      </section>
    );
  }
}

export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <ErrorPageBoundary title={t('errors.error_page_failed')} homeLabel={t('errors.go_home')}>
      <ErrorContent />
    </ErrorPageBoundary>
  );
}
