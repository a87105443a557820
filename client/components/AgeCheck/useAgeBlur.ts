import { useAgeGated } from '#client/queries/age-check';
import { blurred } from './AgeCheck.css';

/** `className` with the age check's blur added while the viewer must still pass it (decision 0144). */
export function useAgeBlur(className: string | undefined, own = false): string | undefined {
  const gated = useAgeGated() && !own;
  return gated ? [className, blurred].filter(Boolean).join(' ') : className;
}
