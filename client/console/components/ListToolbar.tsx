import * as styles from '#client/console/styles.css';
import * as css from './ListToolbar.css';

/** Above a list screen's table: its keys, how many rows, and the outcome of the last action. */
export function ListToolbar({ hint, count, notice }: { hint: string; count: string; notice: string | null | undefined }) {
  return (
    <>
      <div className={css.toolbar}>
        <p className={css.hint}>{hint}</p>
        <strong className={css.count} role="status">
          {count}
        </strong>
      </div>
      {notice && (
        <p className={styles.notice.success} role="status">
          {notice}
        </p>
      )}
    </>
  );
}
