/**
 * One spreadsheet's way through the upload screens: a chosen file (.xls/.xlsx only), sent with progress and a
 * Cancel, its preview, its import (all or nothing, or only the valid rows) and the result. Screens render it.
 */
import { useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { ProcessResult, UploadPreview } from '../../../contracts/endpoints/processUpload';
import type { UploadOptions, UploadsDataProvider } from './calls';
import { isAbort, isSpreadsheetName, messageOf } from './spreadsheetFile';

/** `preview` is what the upload answered: a preview, or (background upload) the queued notification's id. */
export type UploadStep<P = UploadPreview> =
  | { step: 'idle' }
  | { step: 'uploading'; progress: number }
  | { step: 'previewed'; preview: P }
  | { step: 'importing'; preview: P }
  | { step: 'imported'; preview: P; result: ProcessResult }
  | { step: 'failed'; preview?: P; message: string; result?: ProcessResult };

/** The import's refusal may carry every row's result (order loading's Error column). */
const resultOf = (error: unknown): ProcessResult | undefined => {
  const data = (error as { body?: { data?: unknown } })?.body?.data as ProcessResult | undefined;
  return data && Array.isArray(data.rows) ? data : undefined;
};

export function useSpreadsheetUpload<P = UploadPreview>(send: (file: File, options: UploadOptions) => Promise<P>) {
  const dataProvider = useDataProvider<UploadsDataProvider>();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadStep<P>>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);

  const choose = (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    if (!isSpreadsheetName(chosen.name)) {
      notify('app.uploads.onlySpreadsheets', { type: 'warning', messageArgs: { name: chosen.name } });
      return;
    }
    setFile(chosen);
    setState({ step: 'idle' });
  };

  /** Sends the chosen file; answers its preview (undefined when cancelled or refused). Nothing happens without a file. */
  const upload = async (): Promise<P | undefined> => {
    if (!file) return undefined;
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'uploading', progress: 0 });
    try {
      const preview = await send(file, { signal: controller.signal, onProgress: (progress) => setState({ step: 'uploading', progress }) });
      setState({ step: 'previewed', preview });
      return preview;
    } catch (error) {
      if (isAbort(error)) {
        setState({ step: 'idle' });
        notify('app.uploads.cancelled', { type: 'info' });
      } else {
        setState({ step: 'failed', message: messageOf(error) });
      }
      return undefined;
    } finally {
      abort.current = null;
    }
  };

  const cancel = () => abort.current?.abort();

  const importRows = async (preview: P, onlyValid: boolean): Promise<ProcessResult | undefined> => {
    setState({ step: 'importing', preview });
    try {
      const result = await dataProvider.importUpload((preview as UploadPreview).resp, onlyValid);
      setState({ step: 'imported', preview, result });
      return result;
    } catch (error) {
      setState({ step: 'failed', preview, message: messageOf(error), result: resultOf(error) });
      return undefined;
    }
  };

  const reset = () => {
    setFile(null);
    setState({ step: 'idle' });
  };

  return { file, choose, upload, cancel, importRows, reset, state };
}

export type SpreadsheetUpload<P = UploadPreview> = ReturnType<typeof useSpreadsheetUpload<P>>;
