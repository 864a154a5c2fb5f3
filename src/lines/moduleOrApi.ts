/**
 * Which API a business line's page calls: 'module' when the page was opened with a `url` parameter (a menu entry
 * opens module pages with token, api and url), else the console's own API. Shared by the lines, so none of them
 * loads another line's code for it.
 */
export const moduleOrApi = (): 'module' | 'api' => (new URLSearchParams(window.location.search).get('url') ? 'module' : 'api');
