// Modules the build makes (vite.config.ts).
declare module 'virtual:first-lists' {
  /** route (lower case) → the first call of its list, see src/lines/firstLists.ts */
  const firstListsByRoute: Record<string, import('./lines/firstLists').FirstList>;
  export default firstListsByRoute;
}
