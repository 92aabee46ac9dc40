import type { ClientConfig } from '@docvue/contracts';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { UserManager } from 'oidc-client-ts';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from 'react-oidc-context';
import { ErrorBoundary } from '@/components/error-boundary';
import { CALLBACK_PATH } from '@/lib/auth';
import { ClientConfigContext } from '@/lib/client-config';
import { createQueryClient } from '@/lib/query-client';
import { theme } from '@/lib/theme';
import { AppSnackbarProvider } from './snackbar-provider';

/** After the code is traded for tokens, drop it from the address bar. */
const clearSignInParams = () => window.history.replaceState(window.history.state, '', window.location.pathname);

export function AppProvider({
  config,
  userManager,
  children,
}: {
  config: ClientConfig;
  userManager: UserManager;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => createQueryClient(() => void userManager.removeUser()));
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppSnackbarProvider>
        <ErrorBoundary>
          <ClientConfigContext.Provider value={config}>
            <QueryClientProvider client={queryClient}>
              <AuthProvider
                userManager={userManager}
                onSigninCallback={clearSignInParams}
                // Only the callback route carries the provider's answer.
                skipSigninCallback={window.location.pathname !== CALLBACK_PATH}
              >
                {children}
              </AuthProvider>
            </QueryClientProvider>
          </ClientConfigContext.Provider>
        </ErrorBoundary>
      </AppSnackbarProvider>
    </ThemeProvider>
  );
}
