import type { ClientConfig } from '@docvue/contracts';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createUserManager } from '@/lib/auth';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export function App({ config }: { config: ClientConfig }) {
  const [userManager] = useState(() => createUserManager(config));
  const [router] = useState(createAppRouter);
  return (
    <AppProvider config={config} userManager={userManager}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
