import { createContext, useContext } from 'react';

/** Opens the sign-up modal; the sign-up page's modal host provides it, widgets anywhere call it. */
export const SignupOpenerContext = createContext<() => void>(() => undefined);

export function useOpenSignup(): () => void {
  return useContext(SignupOpenerContext);
}
