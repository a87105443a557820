import { useQueryClient } from '@tanstack/react-query';
import { usePageEnv } from '#client/app-context';
import { useSubmit } from '../Form/useSubmit';
import { queryKeys } from '#client/queries/keys';
import { toggleLike } from '#client/queries/likes';
import type { ProfileCard } from '#client/queries/members';
import { useLikeModals } from './context';

/** Like or unlike a member; a like that completes a match opens "It's a match". */
export function useLikeAction(profile: Pick<ProfileCard, 'id' | 'name' | 'main_image'>, liked: boolean) {
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  const modals = useLikeModals();
  return useSubmit(
    () => toggleLike(api, profile.id, liked),
    async ({ match }) => {
      if (match) modals.show('match', profile);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.likes }),
        queryClient.invalidateQueries({ queryKey: queryKeys.member(profile.id) }),
      ]);
    },
  );
}
