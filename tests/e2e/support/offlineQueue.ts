import type { Page } from '@playwright/test';

/** The keys of the writes kept in IndexedDB ([resource, method, …]: a restored write is replayed by them), or null. */
export const keptKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown[][] | null>((resolve) => {
        const open = indexedDB.open('console-offline');
        // a probe before the console kept anything must not create the database (the console would find no store)
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kept')) return resolve(null);
          const all = db.transaction('kept').objectStore('kept').getAll();
          all.onsuccess = () => {
            const cache = (all.result as unknown[]).find((value) => typeof value === 'string' && value.includes('clientState')) as string | undefined;
            type Kept = { clientState: { mutations: Array<{ mutationKey?: unknown[] }> } };
            resolve(cache ? (JSON.parse(cache) as Kept).clientState.mutations.map((mutation) => mutation.mutationKey ?? []) : []);
            db.close();
          };
        };
      }),
  );

/** How many writes the queue kept in IndexedDB holds (src/engine/offline/persistQueue.ts); -1 when nothing is kept yet. */
export const keptWrites = async (page: Page) => (await keptKeys(page))?.length ?? -1;
