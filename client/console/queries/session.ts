import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '#client/api/browser';
import type { Language } from '#server/contract/languages';
import { consoleKeys } from './keys';

/** What /api/operator/me.php answers (server/core/presenters/operators.ts). */
export interface ConsoleOperator {
  id: string;
  email: string;
  role: 'owner' | 'manager' | 'moderator' | 'support';
  all_sites: boolean;
  tenants: string[];
  /** The parts of the console the role may open (server/core/domain/operators/roles.ts). */
  areas: string[];
}

export interface ConsoleSite {
  id: string;
  name: string;
  domain: string | null;
  language: Language;
}

export interface ConsoleSession {
  operator: ConsoleOperator;
  sites: ConsoleSite[];
}

/** The signed-in operator and their sites; a 401 means nobody is signed in. */
export const sessionQuery = () =>
  queryOptions({ queryKey: consoleKeys.session, queryFn: () => browserApi.get<ConsoleSession>('/api/operator/me.php'), staleTime: 60_000 });

/** Nearly every console screen reads the session (the role's areas, the sites): one shortcut. */
export function useConsoleSession() {
  return useQuery(sessionQuery());
}

/** Signing in: the session is asked again before `onSignedIn` leads on. A wrong code empties the field (`onError`). */
export function useSignIn(onSignedIn: (operator: ConsoleOperator) => Promise<void> | void, onError: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; password: string; code: string }) =>
      browserApi.send<{ operator: ConsoleOperator }>('POST', '/api/operator/login.php', input),
    onSuccess: async ({ operator }) => {
      await queryClient.invalidateQueries({ queryKey: consoleKeys.session });
      await onSignedIn(operator);
    },
    onError,
  });
}

/** Signing out forgets every answer of the console (another operator may sign in next), whatever the server said. */
export function useSignOut(onSignedOut: () => Promise<void> | void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => browserApi.send('POST', '/api/operator/logout.php'),
    onSettled: async () => {
      queryClient.clear();
      await onSignedOut();
    },
  });
}

/** The sign-in link's page sets the first password with the link's token. */
export function useSetPassword() {
  return useMutation({ mutationFn: (input: { token: string; password: string }) => browserApi.send('POST', '/api/operator/password.php', input) });
}
