/**
 * Where a business line's screen sends its calls: 'module' when the page was opened with a `url` query parameter
 * (a menu entry: that base is used and `token` added, spec 01 §7 / spec 02), else the console's own API.
 * Shared by the lines, so that one line's chunk does not load another's to learn it.
 */
export const moduleOrApi = (): 'module' | 'api' => (new URLSearchParams(window.location.search).get('url') ? 'module' : 'api');
