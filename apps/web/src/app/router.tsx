import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AuthCallback } from '@/features/auth/components/auth-callback';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { SessionGate } from '@/features/session/components/session-gate';
import { CALLBACK_PATH } from '@/lib/auth';
import { RequireLicence } from './guards';
import { ErrorLoadingRoute } from './routes/error-loading';
import { LandingRoute } from './routes/landing';
import { lazyScreen } from './routes/lazy-route';
import { NoCompanyRoute } from './routes/no-company';
import { NotFoundRoute } from './routes/not-found';
import { signedInRoutes } from './routes/signed-in-routes';
import { AppShell } from './shell/app-shell';

/**
 * Public screens; then sign-in, the session of the selected company, the licence page,
 * and behind an accepted licence the shell with every other screen. Anything else is
 * "Page Not found".
 */
export const routes: RouteObject[] = [
  { path: CALLBACK_PATH, element: <AuthCallback /> },
  { path: '/login', element: <Navigate to="/landingpage" replace /> },
  { path: '/landingpage', element: <LandingRoute /> },
  { path: '/errorLoading', element: <ErrorLoadingRoute /> },
  { path: '/register', ...lazyScreen(() => import('./routes/registration'), 'SignUpRoute') },
  { path: '/register/:invitationToken', ...lazyScreen(() => import('./routes/registration'), 'SignUpRoute') },
  { path: '/onboarding/:invitationToken', ...lazyScreen(() => import('./routes/registration'), 'OnboardingRoute') },
  { path: '/registersuccess', ...lazyScreen(() => import('./routes/register-success'), 'RegisterSuccessRoute') },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <SessionGate noCompany={<NoCompanyRoute />} />,
        children: [
          { path: '/eula/:redirectTo', ...lazyScreen(() => import('./routes/eula'), 'EulaRoute') },
          {
            element: <RequireLicence />,
            children: [
              // No top bar on onboarding (docs/product/administration.md §2): it is outside the shell.
              {
                path: '/admin/onboarding/:invitationToken',
                ...lazyScreen(() => import('./routes/invitations'), 'AdminOnboardingRoute'),
              },
              { element: <AppShell />, children: signedInRoutes },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundRoute /> },
];

export const createAppRouter = () => createBrowserRouter(routes);
