import { useQueryClient } from '@tanstack/react-query';
import { usePageEnv } from '#client/app-context';
import { type CurrentUser, userQuery } from '#client/queries/user';

/** PUT /api/user.php and keep the cached user in step. */
export function useUpdateUser() {
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  return async (changes: Record<string, unknown>) => {
    const { user } = await api.send<{ user: CurrentUser }>('PUT', '/api/user.php', changes);
    queryClient.setQueryData(userQuery(api).queryKey, user);
    return user;
  };
}
