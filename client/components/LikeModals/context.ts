import { createContext, useContext } from 'react';
import type { ProfileCard } from '#client/queries/members';

export type ShownLike = { kind: 'match' | 'new_like'; profile: Pick<ProfileCard, 'id' | 'name' | 'main_image'> };

export interface LikeModalsApi {
  show(kind: ShownLike['kind'], profile: ShownLike['profile']): void;
}

/** Opens the like modals; LikeModalsHost provides it, its own file so the like action can use it without the host. */
export const LikeModalsContext = createContext<LikeModalsApi>({ show: () => undefined });

export function useLikeModals(): LikeModalsApi {
  return useContext(LikeModalsContext);
}
