/**
 * The first rows drawn before the app (src/boot/firstRows/paint.tsx) stay on screen until the app has drawn its own:
 * the app calls `handOverFirstRows` once its list shows rows (or an empty list, another page, the sign-in page...),
 * and the early drawing goes in the same frame. Called before anything was drawn early, it stops the drawing from
 * happening at all (the app was first). Tiny on purpose: the app's chunk and the drawing's both import it.
 */
export const createHandOver = () => {
  let handedOver = false;
  let takeAway: (() => void) | undefined;
  return {
    /** The app shows its own screen now: the early rows go (once). */
    handOver: (): void => {
      handedOver = true;
      const remove = takeAway;
      takeAway = undefined;
      remove?.();
    },
    /** Whether the app has already taken over (then nothing is drawn early). */
    handedOver: (): boolean => handedOver,
    /** What removes the early drawing, called at the hand-over (at once if the app has already taken over). */
    onHandOver: (remove: () => void): void => {
      if (handedOver) remove();
      else takeAway = remove;
    },
  };
};

const page = createHandOver();
export const handOverFirstRows = page.handOver;
export const firstRowsHandedOver = page.handedOver;
export const onHandOver = page.onHandOver;
