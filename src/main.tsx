import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './config';

const render = (Root: ComponentType) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );

// /login opened directly loads only the sign-in page (no react-admin). Either app's code is fetched while
// config.json loads (neither calls the API at import time); it renders once the configuration is read.
if (/^\/login\/?$/.test(window.location.pathname)) {
  void Promise.all([import('./login/LoginApp'), loadRuntimeConfig()]).then(([{ LoginApp }]) => render(LoginApp));
} else {
  // the app's code and the configuration side by side; the app asks for the rest of what its first screen needs
  // as soon as its code runs (see App.tsx)
  const config = loadRuntimeConfig();
  void import('./App')
    .then(({ startApp }) => startApp(config))
    .then(render);
}
