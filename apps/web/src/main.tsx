import '@fontsource/roboto/latin-300.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { StartupError } from '@/app/startup-error';
import { createUserManager, SILENT_PATH } from '@/lib/auth';
import { loadClientConfig } from '@/lib/client-config';
import { reportError } from '@/lib/error-reporting';

// A resize that settles in the next frame is not an error of the application.
const isNoise = (message: string) => message.startsWith('ResizeObserver loop');
window.addEventListener('error', (e) => {
  if (!isNoise(e.message)) void reportError(e.error ?? e.message);
});
window.addEventListener('unhandledrejection', (e) => void reportError(e.reason));

async function start(root: HTMLElement) {
  const config = await loadClientConfig();
  // The silent-renew frame only hands the provider's answer to the page that opened it.
  if (window.location.pathname === SILENT_PATH) {
    await createUserManager(config).signinSilentCallback();
    return;
  }
  createRoot(root).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}

const root = document.getElementById('root')!;
start(root).catch((err: unknown) => {
  void reportError(err);
  createRoot(root).render(<StartupError />);
});
