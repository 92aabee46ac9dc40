import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AuthCallback } from '@/features/auth/components/auth-callback';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { SessionGate } from '@/features/session/components/session-gate';
import { CALLBACK_PATH } from '@/lib/auth';
import { RequireLicence } from './guards';
import { ErrorLoadingRoute } from './routes/error-loading';
import { EulaRoute } from './routes/eula';
import { LandingRoute } from './routes/landing';
import { NotFoundRoute } from './routes/not-found';
import { PublicPlaceholder } from './routes/public-placeholder';
import { RegisterSuccessRoute } from './routes/register-success';
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
  { path: '/register', element: <PublicPlaceholder title="Sign up" /> },
  { path: '/register/:invitationToken', element: <PublicPlaceholder title="Sign up" /> },
  { path: '/onboarding/:invitationToken', element: <PublicPlaceholder title="Onboarding" /> },
  { path: '/registersuccess', element: <RegisterSuccessRoute /> },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <SessionGate />,
        children: [
          { path: '/eula/:redirectTo', element: <EulaRoute /> },
          {
            element: <RequireLicence />,
            children: [{ element: <AppShell />, children: signedInRoutes }],
          },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundRoute /> },
];

export const createAppRouter = () => createBrowserRouter(routes);
