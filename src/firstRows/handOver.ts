/**
 * The first rows drawn before the app (src/firstRows/paint.tsx) stay on screen until the app has drawn its own:
 * the app calls `handOverFirstRows` once its list shows rows (or an empty list, another page, the sign-in page...),
 * and the early drawing goes in the same frame. Called before anything was drawn early, it stops the drawing from
 * happening at all (the app was first). Tiny on purpose: the app's chunk and the drawing's both import it.
 */
let handedOver = false;
let takeAway: (() => void) | undefined;

/** The app shows its own screen now: the early rows go (once). */
export const handOverFirstRows = (): void => {
  handedOver = true;
  const remove = takeAway;
  takeAway = undefined;
  remove?.();
};

/** Whether the app has already taken over (then nothing is drawn early). */
export const firstRowsHandedOver = (): boolean => handedOver;

/** What removes the early drawing, called at the hand-over. */
export const onHandOver = (remove: () => void): void => {
  if (handedOver) remove();
  else takeAway = remove;
};
