/** The error props of an input the server's refusal may name by its path in the design. */
export const errorProps = (errors: Record<string, string>, path: string, helperText?: string) => ({
  error: Boolean(errors[path]),
  helperText: errors[path] ?? helperText,
});
