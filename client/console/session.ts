import { useQuery } from '@tanstack/react-query';
import { browserApi } from '#client/api/browser';
import type { Language } from '#server/contract/languages';

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

export const SESSION_KEY = ['operator', 'me'] as const;

/** The signed-in operator and their sites; a 401 means nobody is signed in. */
export function useConsoleSession() {
  return useQuery({ queryKey: SESSION_KEY, queryFn: () => browserApi.get<ConsoleSession>('/api/operator/me.php'), staleTime: 60_000 });
}
