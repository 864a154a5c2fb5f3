// placeholders: replaced by the 404, 401 and error pages of the shell issue
export const NotFound = () => null;
export const NotAuthorized = () => null;
export const ErrorPage = () => null;
