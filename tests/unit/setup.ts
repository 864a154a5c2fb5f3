import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetMenuAccess } from '../../src/auth/menuAccess';

// react-admin parts load several things in turn (a dialog, its references); a busy machine needs more than
// testing-library's default second before a `findBy` gives up
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  // vitest runs without globals, so testing-library cannot register its own cleanup
  cleanup();
  // the menu tree is cached per session in the module; each test starts a session of its own
  forgetMenuAccess();
});
