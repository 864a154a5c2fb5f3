/** dd/MM/yyyy HH:mm, as the screens and the server's messages write a moment (a conflict's, an undo's), local time. */
export function shortDate(at: Date | string): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
