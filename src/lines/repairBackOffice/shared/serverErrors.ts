/** The field → message map a refused save carries (the envelope's `errors`), or none. */
export const serverFieldErrors = (error: unknown): Record<string, string> => {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
};
