// Modules the build makes (vite.config.ts).
declare module 'virtual:first-lists' {
  /** route (lower case) → the first call of its list, see src/shell/lines/firstLists.ts */
  const firstListsByRoute: Record<string, import('../shell/lines/firstLists').FirstList>;
  export default firstListsByRoute;
}
declare module 'virtual:first-rows' {
  /**
   * route (lower case) → what src/boot/firstRows draws of its list before the app has run (its page drawn at build
   * time, a chunk of its own: a list's first screen loads only its own), see src/boot/firstRows/prerender.tsx
   */
  const firstRowsByRoute: Record<string, () => Promise<{ default: import('./firstRows/prerender').FirstRowsPage }>>;
  export default firstRowsByRoute;
}
