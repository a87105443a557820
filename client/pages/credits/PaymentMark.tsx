import { siApplepay, siKlarna, siMastercard, siPaypal, siSepa, siVisa, type SimpleIcon } from 'simple-icons';
import * as styles from './credits.css';

/**
 * The brand marks of the methods a kept icon set has (docs/decisions/0120-payment-marks.md); each
 * is imported by name, so only these few paths reach the bundle. Sofort is Klarna's.
 */
const MARKS: Record<string, readonly SimpleIcon[]> = {
  creditcard: [siVisa, siMastercard],
  paypal: [siPaypal],
  applepay: [siApplepay],
  directdebit: [siSepa],
  sofort: [siKlarna],
};

/** A method's marks beside its name; nothing for a method the set has no mark for. */
export function PaymentMark({ method }: { method: string }) {
  const marks = MARKS[method];
  if (!marks) return null;
  return (
    <span className={styles.marks} aria-hidden="true" data-testid="payment-mark">
      {marks.map((mark) => (
        <svg key={mark.slug} className={styles.mark} viewBox="0 0 24 24" fill={mark.hex === '000000' ? 'currentColor' : `#${mark.hex}`}>
          <path d={mark.path} />
        </svg>
      ))}
    </span>
  );
}
