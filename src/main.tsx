import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './config';

const render = (Root: ComponentType) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );

// /login opened directly loads only the sign-in page (no react-admin), fetched while config.json loads;
// the admin app is imported once the runtime configuration (where the API is) has been read
if (/^\/login\/?$/.test(window.location.pathname)) {
  void Promise.all([import('./login/LoginApp'), loadRuntimeConfig()]).then(([{ LoginApp }]) => render(LoginApp));
} else {
  void loadRuntimeConfig().then(async () => render((await import('./App')).App));
}
