import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetMenuAccess } from '../../src/auth/menuAccess';

afterEach(() => {
  // vitest runs without globals, so testing-library cannot register its own cleanup
  cleanup();
  // the menu tree is cached per session in the module; each test starts a session of its own
  forgetMenuAccess();
});
