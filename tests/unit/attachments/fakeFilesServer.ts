import { vi } from 'vitest';
import type { UploadRequest } from '../../../dataProviders/upload';
import type { StoredFile } from '../../../src/shell/components/attachments';
import { answer } from '../support/fakes';

/**
 * A fake server for one slot: Upload/Get answers what `stored` holds, `upload` stores what it gets (or does what a
 * test says), Upload/DeleteFile removes. Every call is a spy.
 */
export const fakeFilesProvider = (stored: StoredFile[] = []) => {
  const files = [...stored];
  let nextId = 100;
  const call = vi.fn(async ({ path, body }: { path: string; body?: { id: number } }) => {
    if (path === 'Upload/Get') return answer([...files]);
    if (path === 'Upload/DeleteFile') {
      files.splice(files.findIndex((file) => file.id === body!.id), 1);
      return answer(null, 'remove file successfully.');
    }
    throw new Error(`unexpected call ${path}`);
  });
  const upload = vi.fn(async ({ files: sent, onProgress }: UploadRequest) => {
    onProgress?.(1);
    const added = sent.map((file) => ({ id: nextId++, name: file.name, url: `/api/Upload/File/${file.name}`, type: file.type, size: file.size }));
    files.push(...added);
    return answer(added, 'File upload successful.');
  });
  const fileUrl = vi.fn(async (url: string) => `${url}?token=tok`);
  return { call, upload, fileUrl, files };
};

export const pngFile = (name = 'logo.png', size = 68) => new File([new Uint8Array(size)], name, { type: 'image/png' });
export const fileOfSize = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
