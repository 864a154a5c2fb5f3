/** The console's home: where sign-in lands and where "back" buttons go (spec 01 §2.1). No imports: the sign-in chunk uses it. */
export const HOME_PATH = '/system/dashboard';
export const LOGIN_PATH = '/login';
