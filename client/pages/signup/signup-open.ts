import { useLocation } from 'react-router';
import { useSettings } from '#client/app-context';
import { signupAllowed, useTrafficSource } from '#client/lib/tracking';
import { trackingFromQuery } from '#server/contract/tracking';

/**
 * May this visitor sign up here (docs/product.md#accounts-signup): the site's policy, with the
 * traffic source of this URL or the one kept in the browser. The URL's is known to the server's
 * render too, so a visitor who arrives with an invitation link never sees the closed notice.
 */
export function useSignupOpen(): boolean {
  const settings = useSettings();
  const { search } = useLocation();
  const stored = useTrafficSource();
  const network = trackingFromQuery(new URLSearchParams(search)).network ?? stored;
  return signupAllowed(settings, network ? { network } : {});
}
