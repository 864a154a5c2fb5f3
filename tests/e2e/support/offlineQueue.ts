import type { Page } from '@playwright/test';

/** How many writes the queue kept in IndexedDB holds (src/engine/offline/persistQueue.ts); -1 when nothing is kept yet. */
export const keptWrites = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('console-offline');
        open.onerror = () => resolve(-1);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kept')) return resolve(-1);
          const all = db.transaction('kept').objectStore('kept').getAll();
          all.onsuccess = () => {
            const cache = (all.result as unknown[]).find((value) => typeof value === 'string' && value.includes('clientState')) as string | undefined;
            resolve(cache ? (JSON.parse(cache) as { clientState: { mutations: unknown[] } }).clientState.mutations.length : 0);
            db.close();
          };
        };
      }),
  );
