import type { RouteObject } from 'react-router';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { NotFoundPage } from './pages/NotFoundPage';

/**
 * The console's screens. Every screen is its own chunk (`lazy`); the sign-in pages stand
 * outside the layout, which sends anyone without a session to /login.
 */
export const consoleRoutes: RouteObject[] = [
  { path: '/login', lazy: () => import('./pages/login/LoginPage') },
  { path: '/password', lazy: () => import('./pages/login/PasswordPage') },
  {
    element: <ConsoleLayout />,
    children: [
      { index: true, lazy: () => import('./pages/dashboard/DashboardPage') },
      { path: 'members', lazy: () => import('./pages/members/MembersPage') },
      { path: 'members/:id', lazy: () => import('./pages/members/MemberPage') },
      { path: 'photos', lazy: () => import('./pages/photos/PhotosPage') },
      { path: 'verifications', lazy: () => import('./pages/verifications/VerificationsPage') },
      { path: 'complaints', lazy: () => import('./pages/complaints/ComplaintsPage') },
      { path: 'complaints/:id', lazy: () => import('./pages/complaints/ComplaintPage') },
      { path: 'payments', lazy: () => import('./pages/payments/PaymentsPage') },
      { path: 'payments/:id', lazy: () => import('./pages/payments/PaymentPage') },
      { path: 'discounts', lazy: () => import('./pages/discounts/DiscountsPage') },
      { path: 'fictional', lazy: () => import('./pages/fictional/FictionalPage') },
      { path: 'fictional/new', lazy: () => import('./pages/fictional/FictionalEditPage') },
      { path: 'fictional/:id', lazy: () => import('./pages/fictional/FictionalEditPage') },
      { path: 'inbox', lazy: () => import('./pages/fictional/InboxPage') },
      { path: 'inbox/:id', lazy: () => import('./pages/fictional/InboxThreadPage') },
      { path: 'sites', lazy: () => import('./pages/sites/SitesPage') },
      { path: 'sites/:id/settings', lazy: () => import('./pages/sites/settings/SiteSettingsPage') },
      { path: 'operators', lazy: () => import('./pages/operators/OperatorsPage') },
      { path: 'audit', lazy: () => import('./pages/audit/AuditPage') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
