/**
 * The console's home: where sign-in lands and where "back" buttons go (spec 01 §2.1). It is MENU_PATHS.dashboard,
 * written here because the sign-in chunk uses it and imports nothing (a unit test checks they agree).
 */
export const HOME_PATH = '/system/dashboard';
export const LOGIN_PATH = '/login';

/** An empty page inside the layout, in the e2e build only: the one a test's in-app navigation passes through. */
export const E2E_BLANK_PATH = '/e2e-blank';
