import type { RouteObject } from 'react-router';
import { notificationsQuery } from '../queries/notifications';
import { verificationQuery } from '../queries/verification';
import { ageCheckQuery } from '../queries/age-check';
import { membersOnly, type CurrentDeps } from './deps';
import { lazyPage } from './lazy';

/** Sign-up, login, e-mailed links and the account's own settings (issue 3). */
export function accountRoutes(deps: CurrentDeps): RouteObject[] {
  const guard = membersOnly(deps);
  return [
    { path: 'login', ...lazyPage('client/pages/account/LoginPage.tsx', async () => ({ Component: (await import('../pages/account/LoginPage')).LoginPage })) },
    { path: 'signup', ...lazyPage('client/pages/signup/SignupPage.tsx', async () => ({ Component: (await import('../pages/signup/SignupPage')).SignupPage })) },
    {
      path: 'complete-signup',
      loader: guard,
      ...lazyPage('client/pages/signup/SignupPage.tsx', async () => ({ Component: (await import('../pages/signup/SignupPage')).CompleteSignupPage })),
    },
    {
      path: 'signup-matches',
      loader: guard,
      ...lazyPage('client/pages/signup/SignupMatchesPage.tsx', async () => ({
        Component: (await import('../pages/signup/SignupMatchesPage')).SignupMatchesPage,
      })),
    },
    {
      path: 'reset-password',
      ...lazyPage('client/pages/account/ResetPasswordPage.tsx', async () => ({
        Component: (await import('../pages/account/ResetPasswordPage')).ResetPasswordPage,
      })),
    },
    {
      path: 'reset-password/do',
      ...lazyPage('client/pages/account/ResetPasswordDoPage.tsx', async () => ({
        Component: (await import('../pages/account/ResetPasswordDoPage')).ResetPasswordDoPage,
      })),
    },
    {
      path: 'activate/done',
      ...lazyPage('client/pages/account/ActivationPages.tsx', async () => ({ Component: (await import('../pages/account/ActivationPages')).ActivateDonePage })),
    },
    {
      path: 'activate/error',
      ...lazyPage('client/pages/account/ActivationPages.tsx', async () => ({
        Component: (await import('../pages/account/ActivationPages')).ActivateErrorPage,
      })),
    },
    {
      path: 'mail-change/do',
      ...lazyPage('client/pages/account/MailChangeDoPage.tsx', async () => ({
        Component: (await import('../pages/account/MailChangeDoPage')).MailChangeDoPage,
      })),
    },
    {
      path: 'account-deleted',
      ...lazyPage('client/pages/account/AccountDeletedPage.tsx', async () => ({
        Component: (await import('../pages/account/AccountDeletedPage')).AccountDeletedPage,
      })),
    },
    {
      path: 'settings',
      loader: guard,
      ...lazyPage('client/pages/settings/SettingsPage.tsx', async () => ({ Component: (await import('../pages/settings/SettingsPage')).SettingsPage })),
    },
    {
      path: 'settings/verification',
      loader: async (args) => {
        await guard(args);
        const { queryClient, api } = deps();
        await queryClient.ensureQueryData(verificationQuery(api));
        return null;
      },
      ...lazyPage('client/pages/verification/VerificationPage.tsx', async () => ({
        Component: (await import('../pages/verification/VerificationPage')).VerificationPage,
      })),
    },
    {
      // Where an age-assurance provider sends the member back (decision 0144); a visitor is asked to sign up there.
      path: 'age-check',
      loader: async () => {
        const { queryClient, api } = deps();
        await queryClient.ensureQueryData(ageCheckQuery(api));
        return null;
      },
      ...lazyPage('client/pages/age-check/AgeCheckPage.tsx', async () => ({ Component: (await import('../pages/age-check/AgeCheckPage')).AgeCheckPage })),
    },
    {
      path: 'notifications',
      loader: async (args) => {
        await guard(args);
        const { queryClient, api } = deps();
        await queryClient.ensureQueryData(notificationsQuery(api));
        return null;
      },
      ...lazyPage('client/pages/notifications/NotificationsPage.tsx', async () => ({
        Component: (await import('../pages/notifications/NotificationsPage')).NotificationsPage,
      })),
    },
  ];
}
