import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { useTimeZone } from '#client/hooks/useTimeZone';
import { olderMovements, type CreditMovement, type TransactionsList } from '#client/queries/credits';
import { formatDateTime } from './format';
import * as styles from './transactions.css';
import { numberFormatter } from '#client/lib/intl';

/** What a row is called: whom a message went to when the conversation is still there. */
function useMovementLabel(): (movement: CreditMovement) => string {
  const { t } = useTranslation();
  return (movement) => {
    const { kind, partner } = movement;
    if ((kind === 'message' || kind === 'gift' || kind === 'photo') && partner) return t(`transactions.history.${kind}_to`, { name: partner.name });
    return t(`transactions.history.${kind}`);
  };
}

/** Where a row leads: a purchase or refund to its receipt, a paid send to its conversation. */
function MovementRow({ movement, children }: { movement: CreditMovement; children: ReactNode }) {
  const to = movement.payment_id ? `/transactions/${movement.payment_id}` : movement.partner ? `/chats/${movement.partner.conversation_id}` : null;
  if (!to) return <div className={styles.movement}>{children}</div>;
  return (
    <Link to={to} className={styles.movement}>
      {children}
    </Link>
  );
}

/**
 * docs/product.md#credit-history: every move of the balance from the ledger, newest first, each
 * with the balance after it; older pages load on request and keep what is shown.
 */
export function CreditHistory({ first }: { first: TransactionsList }) {
  const { t, i18n } = useTranslation();
  const { api } = usePageEnv();
  const timeZone = useTimeZone();
  const label = useMovementLabel();
  const [older, setOlder] = useState<{ movements: CreditMovement[]; next: number | null }>({ movements: [], next: first.next_before });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const signed = numberFormatter(i18n.language, { signDisplay: 'exceptZero' });
  const loadOlder = async (before: number) => {
    setLoading(true);
    setFailed(false);
    try {
      const page = await olderMovements(api, before);
      setOlder((shown) => ({ movements: [...shown.movements, ...page.movements], next: page.next_before }));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <ul className={styles.history} data-testid="credit-history">
        {[...first.movements, ...older.movements].map((movement) => (
          <li key={movement.id} data-testid="credit-movement" data-kind={movement.kind}>
            <MovementRow movement={movement}>
              <span className={styles.rowMain}>
                <span className={styles.strong}>{label(movement)}</span>
                <span className={styles.muted}>{formatDateTime(movement.created_at, i18n.language, timeZone)}</span>
              </span>
              <span className={styles.rowSide}>
                <span className={styles.amount[movement.amount > 0 ? 'in' : 'out']} data-testid="movement-amount">
                  {signed.format(movement.amount)}
                </span>
                <span className={styles.muted} data-testid="movement-balance">
                  {t('transactions.history.balance_after', { count: movement.balance })}
                </span>
              </span>
            </MovementRow>
          </li>
        ))}
      </ul>
      {failed && <Alert tone="danger">{t('transactions.history.more_failed')}</Alert>}
      {older.next !== null && (
        <button
          type="button"
          className={`${button.secondary} ${styles.more}`}
          disabled={loading}
          onClick={() => older.next !== null && void loadOlder(older.next)}
          data-testid="credit-history-more"
        >
          {t('transactions.history.more')}
        </button>
      )}
    </>
  );
}
