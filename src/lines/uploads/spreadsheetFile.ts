/** Which files the upload screens take (spec 01 §5: "File pickers accept only .xls and .xlsx"). Pure. */
export const SPREADSHEET_EXTENSIONS = ['xls', 'xlsx'];

export const isSpreadsheetName = (name: string): boolean => /\.(xlsx|xls)$/i.test(name.trim());

/** An upload cancelled through its AbortController (the uploader rejects as fetch does). */
export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/** The server's message of a refused call (react-admin's HttpError carries it), or the error's own. */
export const messageOf = (error: unknown): string =>
  (error as { body?: { message?: unknown } })?.body?.message && typeof (error as { body: { message: unknown } }).body.message === 'string'
    ? String((error as { body: { message: string } }).body.message)
    : error instanceof Error
      ? error.message
      : String(error);
