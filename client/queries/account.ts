import type { ApiClient } from '../api/client';
import type { CurrentUser } from './user';

/** What became of step 0's first message (sent, or refused with the server's reason). */
export interface SignupMessageAnswer {
  sent: boolean;
  conversation_id?: number;
  code?: string;
  message?: string;
}

/** The stay discount granted on the way out (the same code however often it is asked). */
export interface RetentionOffer {
  code: string;
  value_percentage: number;
}

/**
 * The account's writes: signing up, in and out, activation, password reset, reactivation, the
 * e-mail change and deletion. The caller keeps the cache in step (the user query), since what
 * follows differs per page (docs/architecture.md#client-data-fetching).
 */
export const signUp = (api: ApiClient, body: Record<string, unknown>) =>
  api.send<{ user: CurrentUser; signup_message?: SignupMessageAnswer }>('POST', '/api/signup.php', body);

export const logIn = (api: ApiClient, email: string, password: string) => api.send<{ user: CurrentUser }>('POST', '/api/user.php', { email, password });

/** Ends the session on the server (GET /api/logout.php); the caller forgets the user. */
export const endSession = (api: ApiClient) => api.get('/api/logout.php');

export const resendActivation = (api: ApiClient) => api.send('POST', '/api/activate.php');

export const requestPasswordReset = (api: ApiClient, email: string) => api.send('POST', '/api/reset-password.php', { email });

export const resetPassword = (api: ApiClient, input: { token: string; password: string; password_repeat: string }) =>
  api.send<{ user: CurrentUser }>('PUT', '/api/reset-password.php', input);

export const requestReactivation = (api: ApiClient, email: string) => api.send('POST', '/api/reactivate.php', { email });

export const reactivateByToken = (api: ApiClient, token: string | null) => api.send<{ user: CurrentUser }>('POST', '/api/reactivate.php', { token });

export const requestMailChange = (api: ApiClient, email: string, password: string) => api.send('POST', '/api/mail-change.php', { email, password });

export const confirmMailChange = (api: ApiClient, token: string) => api.send<{ email: string }>('PUT', '/api/mail-change.php', { token });

export const deleteAccount = (api: ApiClient, reason: string | undefined, password: string) => api.send('DELETE', '/api/user.php', { reason, password });

export const claimRetentionOffer = (api: ApiClient) => api.send<{ retention_offer: RetentionOffer }>('POST', '/api/retention-offer.php');
