import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { AdminContext, Notification, TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';
import { vi } from 'vitest';
import type { UploadRequest } from '../../../dataProviders/upload';
import type { StoredFile } from '../../../src/components/attachments';
import { messagesByLanguage, withCalls } from '../support/lines';

/**
 * A fake server for one slot: Upload/Get answers what `stored` holds, `upload` stores what it gets (or does what a
 * test says), Upload/DeleteFile removes. Every call is a spy.
 */
export const fakeFilesProvider = (stored: StoredFile[] = []) => {
  const files = [...stored];
  let nextId = 100;
  const call = vi.fn(async ({ path, body }: { path: string; body?: { id: number } }) => {
    if (path === 'Upload/Get') return { isSuccess: true, message: '', data: [...files] };
    if (path === 'Upload/DeleteFile') {
      files.splice(files.findIndex((file) => file.id === body!.id), 1);
      return { isSuccess: true, message: 'remove file successfully.', data: null };
    }
    throw new Error(`unexpected call ${path}`);
  });
  const upload = vi.fn(async ({ files: sent, onProgress }: UploadRequest) => {
    onProgress?.(1);
    const added = sent.map((file) => ({ id: nextId++, name: file.name, url: `/api/Upload/File/${file.name}`, type: file.type, size: file.size }));
    files.push(...added);
    return { isSuccess: true, message: 'File upload successful.', data: added };
  });
  const fileUrl = vi.fn(async (url: string) => `${url}?token=tok`);
  return { call, upload, fileUrl, files };
};

/** A user with the given flags on the databases menu: W ('edit') and D ('delete'), or only L and V. */
export const userWho = (canWrite: boolean, canDelete = canWrite): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  canAccess: async ({ action }) => (action === 'edit' ? canWrite : action === 'delete' ? canDelete : true),
});

export const renderSlot = (
  slot: ReactNode,
  { provider, canWrite = true, canDelete = canWrite, locale = 'en' }: { provider: ReturnType<typeof fakeFilesProvider>; canWrite?: boolean; canDelete?: boolean; locale?: 'en' | 'es' },
) => {
  const i18nProvider = polyglotI18nProvider((lang) => messagesByLanguage[lang as 'en' | 'es'], locale, [], { allowMissing: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TestMemoryRouter>
      <AdminContext
        dataProvider={withCalls(provider) as unknown as DataProvider}
        authProvider={userWho(canWrite, canDelete)}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
      >
        {slot}
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
};

export const pngFile = (name = 'logo.png', size = 68) => new File([new Uint8Array(size)], name, { type: 'image/png' });
export const fileOfSize = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
