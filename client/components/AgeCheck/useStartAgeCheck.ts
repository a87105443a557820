import { usePageEnv } from '#client/app-context';
import { useAction } from '#client/components/Form/useSubmit';
import { useOpenSignup } from '#client/components/SignupOpener/context';
import { startAgeCheck } from '#client/queries/age-check';
import { useCurrentUser } from '#client/queries/user';
import { rememberReturnPath } from './return-path';

/** Starts the check and goes to the provider's page; a visitor is asked to sign up first. */
export function useStartAgeCheck() {
  const { api } = usePageEnv();
  const user = useCurrentUser();
  const openSignup = useOpenSignup();
  const action = useAction(() => undefined);
  const start = () => {
    if (!user) return openSignup();
    rememberReturnPath();
    return action.run(
      () => startAgeCheck(api),
      ({ url }) => window.location.assign(url),
    );
  };
  return { start, signedIn: user !== null, pending: action.pending, message: action.message };
}
