import type { RouteObject } from 'react-router';
import { AccountDeletedPage } from '../pages/account/AccountDeletedPage';
import { ActivateDonePage, ActivateErrorPage } from '../pages/account/ActivationPages';
import { LoginPage } from '../pages/account/LoginPage';
import { MailChangeDoPage } from '../pages/account/MailChangeDoPage';
import { ResetPasswordDoPage } from '../pages/account/ResetPasswordDoPage';
import { ResetPasswordPage } from '../pages/account/ResetPasswordPage';
import { NotificationsPage, notificationsQuery } from '../pages/notifications/NotificationsPage';
import { SettingsPage } from '../pages/settings/SettingsPage';
import { SignupMatchesPage } from '../pages/signup/SignupMatchesPage';
import { verificationQuery } from '../pages/verification/query';
import { CompleteSignupPage, SignupPage } from '../pages/signup/SignupPage';
import { membersOnly, type RouteDeps } from './deps';

/** Sign-up, login, e-mailed links and the account's own settings (issue 3). */
export function accountRoutes(deps: RouteDeps): RouteObject[] {
  const { queryClient, api } = deps;
  const guard = membersOnly(deps);
  return [
    { path: 'login', element: <LoginPage /> },
    { path: 'signup', element: <SignupPage /> },
    { path: 'complete-signup', loader: guard, element: <CompleteSignupPage /> },
    { path: 'signup-matches', loader: guard, element: <SignupMatchesPage /> },
    { path: 'reset-password', element: <ResetPasswordPage /> },
    { path: 'reset-password/do', element: <ResetPasswordDoPage /> },
    { path: 'activate/done', element: <ActivateDonePage /> },
    { path: 'activate/error', element: <ActivateErrorPage /> },
    { path: 'mail-change/do', element: <MailChangeDoPage /> },
    { path: 'account-deleted', element: <AccountDeletedPage /> },
    { path: 'settings', loader: guard, element: <SettingsPage /> },
    {
      path: 'settings/verification',
      loader: async (args) => {
        await guard(args);
        await queryClient.ensureQueryData(verificationQuery(api));
        return null;
      },
      lazy: async () => ({ Component: (await import('../pages/verification/VerificationPage')).VerificationPage }),
    },
    {
      path: 'notifications',
      loader: async (args) => {
        await guard(args);
        await queryClient.ensureQueryData(notificationsQuery(api));
        return null;
      },
      element: <NotificationsPage />,
    },
  ];
}
