import { useQueryClient } from '@tanstack/react-query';
import { usePageEnv } from '#client/app-context';
import { useSubmit } from '../Form/useSubmit';
import { LIKES_KEY } from '#client/queries/likes';
import type { ProfileCard } from '#client/queries/members';
import { useLikeModals } from './context';

/** Like or unlike a member; a like that completes a match opens "It's a match". */
export function useLikeAction(profile: Pick<ProfileCard, 'id' | 'name' | 'main_image'>, liked: boolean) {
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  const modals = useLikeModals();
  return useSubmit(
    () => api.send<{ like: boolean; match: boolean }>(liked ? 'DELETE' : 'POST', '/api/like.php', { id: profile.id }),
    async ({ match }) => {
      if (match) modals.show('match', profile);
      await Promise.all([queryClient.invalidateQueries({ queryKey: LIKES_KEY }), queryClient.invalidateQueries({ queryKey: ['member', profile.id] })]);
    },
  );
}
