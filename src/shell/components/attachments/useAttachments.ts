import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useDataProvider, useNotify, type Identifier } from 'react-admin';
import * as routes from '../../../../contracts/routes';
import type { AppDataProvider } from '../../shellCalls';

/** A stored file (spec 01 §3: File id, name, url, type; the server adds its size). */
export interface StoredFile {
  id: Identifier;
  name: string;
  url: string;
  /** content type */
  type: string;
  size?: number;
}

/** A stored file as listed: with `href`, its url carrying the token, for <img src> and download links. */
export interface ListedFile extends StoredFile {
  href: string;
}

export const attachmentsQueryKey = (tableName: string, ownerId: Identifier) => [routes.uploadList.path, tableName, String(ownerId)] as const;

const isAbort = (error: unknown) => (error as Error)?.name === 'AbortError';

/**
 * The files of one slot (a record's files in one table: Upload/Get, Upload/UploadFile, Upload/DeleteFile) through
 * the data provider: the stored list, an upload with progress that can be cancelled, and removal. Each outcome is
 * announced with a toast: the spec's success messages, the server's message in red on a failure.
 */
export const useAttachments = (ownerId: Identifier, tableName: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const queryKey = attachmentsQueryKey(tableName, ownerId);
  const slot = { ownerId, tableName };

  const stored = useQuery({
    queryKey,
    queryFn: async (): Promise<ListedFile[]> => {
      const files = await dataProvider.getFiles(slot);
      return Promise.all(files.map(async (file) => ({ ...file, href: await dataProvider.fileUrl(file.url) })));
    },
  });

  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const showError = (error: Error) => notify(error.message || 'app.errors.unknown', { type: 'error' });

  const upload = useMutation({
    mutationFn: (files: File[]) => {
      controller.current = new AbortController();
      return dataProvider.uploadFiles(slot, files, { onProgress: setProgress, signal: controller.current.signal });
    },
    onSuccess: () => notify('app.attachments.uploaded', { type: 'success' }),
    onError: (error: Error) => (isAbort(error) ? notify('app.attachments.cancelled', { type: 'info' }) : showError(error)),
    onSettled: () => {
      controller.current = null;
      setProgress(null);
      return refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (file: StoredFile) => dataProvider.deleteFile(file.id),
    onSuccess: () => notify('app.attachments.removed', { type: 'success' }),
    onError: showError,
    onSettled: refresh,
  });

  const cancelUpload = useCallback(() => controller.current?.abort(), []);

  return {
    files: stored.data ?? [],
    isLoading: stored.isPending,
    loadError: stored.error,
    /** sends the files; `onUploaded` runs only when the server stored them */
    uploadFiles: (files: File[], onUploaded?: () => void) => upload.mutate(files, { onSuccess: () => onUploaded?.() }),
    isUploading: upload.isPending,
    /** fraction sent, 0 to 1, while uploading */
    progress,
    cancelUpload,
    removeFile: (file: StoredFile, onRemoved?: () => void) => remove.mutate(file, { onSuccess: () => onRemoved?.() }),
    isRemoving: remove.isPending,
  };
};
