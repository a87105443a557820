import { useMediaQuery } from './useMediaQuery';

/** True inside the installed web app; false on the server and while hydrating. */
export function useStandalone(): boolean {
  return useMediaQuery('(display-mode: standalone)');
}
