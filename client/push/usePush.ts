import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { isApiError } from '#client/api/client';
import { usePageEnv, useSettings } from '#client/app-context';
import { pushStatusQuery } from '#client/queries/push';
import { useCurrentUser } from '#client/queries/user';
import { subscribePush, unsubscribePush, type PushEnv, type PushStatus } from './browser';

/** Null for visitors: push belongs to a member. */
function usePushEnv(): PushEnv | null {
  const { api } = usePageEnv();
  const settings = useSettings();
  const user = useCurrentUser();
  return user ? { api, publicKey: settings.push_public_key, member: user.id } : null;
}

/**
 * This browser's push state for the logged-in member ('unknown' on the server, while hydrating,
 * and for visitors). Asked again when the tab comes back into focus: the permission may have been
 * changed in the browser's settings meanwhile.
 */
export function usePushStatus(): PushStatus {
  const env = usePushEnv();
  const query = useQuery(pushStatusQuery(env));
  return query.data ?? 'unknown';
}

export interface PushActions {
  subscribe(): Promise<void>;
  unsubscribe(): Promise<void>;
  pending: boolean;
  /** Why the last action failed, in the member's language. */
  error: string | null;
}

/** The subscribe and turn-off buttons; `onChange` runs after either changed something (e.g. to reload the device count). */
export function usePushActions(onChange?: () => void): PushActions {
  const { t } = useTranslation();
  const env = usePushEnv();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: (env: PushEnv) => Promise<PushStatus>) => {
    if (!env) return;
    setPending(true);
    setError(null);
    try {
      queryClient.setQueryData(pushStatusQuery(env).queryKey, await action(env));
      onChange?.();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('push.failed'));
    } finally {
      setPending(false);
    }
  };
  return {
    subscribe: () => run(subscribePush),
    unsubscribe: () => run((current) => unsubscribePush(current.api)),
    pending,
    error,
  };
}
