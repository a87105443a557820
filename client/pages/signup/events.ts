/** The sign-up modal signals its progress (docs/product.md#accounts-signup), e.g. for tracking pixels of the traffic source. */
export type SignupSignal = 'started' | 'flow_complete' | 'closed' | 'redirected_to_login';
export const SIGNUP_EVENT = 'signup';

export function signal(kind: SignupSignal): void {
  window.dispatchEvent(new CustomEvent<SignupSignal>(SIGNUP_EVENT, { detail: kind }));
}
