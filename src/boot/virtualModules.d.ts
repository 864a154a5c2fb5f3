// Modules the build makes (vite.config.ts).
declare module 'virtual:first-lists' {
  /** route (lower case) → the first call of its list, see src/shell/lines/firstLists.ts */
  const firstListsByRoute: Record<string, import('../shell/lines/firstLists').FirstList>;
  export default firstListsByRoute;
}
declare module 'virtual:first-rows' {
  /** route (lower case) → what src/boot/firstRows draws of its list before the app has run, see src/boot/firstRows/plan.ts */
  const firstRowsByRoute: Record<string, import('./firstRows/plan').FirstRowsPlan>;
  export default firstRowsByRoute;
}
