import { createContext, useContext } from 'react';

/** The profile the visitor wanted to write to: sign-up step 0 then offers a first message to them. */
export interface SignupAbout {
  id: number;
  name: string;
}

/** Opens the sign-up modal; the sign-up page's modal host provides it, widgets anywhere call it. */
export const SignupOpenerContext = createContext<(about?: SignupAbout) => void>(() => undefined);

export function useOpenSignup(): (about?: SignupAbout) => void {
  return useContext(SignupOpenerContext);
}
