import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv } from '../app-context';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '#server/contract/cookies';
import { setCookie } from '../lib/cookies';
import { settingsQuery } from '../queries/site';
import { queryKeys } from '../queries/keys';
import { updateUser, userQuery } from '../queries/user';
import { switchLanguage } from '.';

/**
 * Changes the language without a reload: cookie first (the server reads it), then texts. A
 * logged-in member's account keeps it too, so her e-mails follow (PUT /api/user.php also sets the cookie).
 */
export function useSwitchLanguage(): (language: string) => Promise<void> {
  const { i18n } = useTranslation();
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  return async (language) => {
    setCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_MAX_AGE_S);
    if (queryClient.getQueryData(userQuery(api).queryKey)) {
      const { user } = await updateUser(api, { language });
      queryClient.setQueryData(userQuery(api).queryKey, user);
    }
    await Promise.all([queryClient.fetchQuery(settingsQuery(api, language)), switchLanguage(i18n, language)]);
    queryClient.removeQueries({ queryKey: queryKeys.allSettings, predicate: (query) => query.queryKey[1] !== language });
  };
}
