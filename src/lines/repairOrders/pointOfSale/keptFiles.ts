/**
 * An order's files kept on this device while it waits for the connection (issue 51): the offline queue is kept as
 * JSON (IndexedDB), so a File is kept as its name, type and a data URL, and made a File again when the order is sent.
 * Pure: no React.
 */
import { base64Blob } from '../../../engine/export/saveBlob';

/** A file as the offline queue keeps it. */
export interface KeptFile {
  name: string;
  type: string;
  /** data:<type>;base64,<bytes> */
  dataUrl: string;
}

/**
 * What one order may keep on this device: the server takes files of up to 10 MB each (mock-server/lines/admin/files.ts,
 * MAX_FILE_BYTES); the queue is written again whole each time it changes, so an order waiting offline keeps at most
 * that much in all (an invoice and a few photos), and says so beyond it.
 */
export const MAX_KEPT_BYTES = 10 * 1024 * 1024;

/** The bytes of files chosen, against MAX_KEPT_BYTES. */
export const keptSizeProblem = (files: readonly Pick<File, 'size'>[]): { total: number; limit: number } | null => {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return total > MAX_KEPT_BYTES ? { total, limit: MAX_KEPT_BYTES } : null;
};

/** Megabytes as the notice shows them (at most one decimal, rounded up: 10, 14.2). */
export const megabytes = (bytes: number) => String(Math.ceil((bytes / (1024 * 1024)) * 10) / 10);

const CHUNK = 0x8000;

const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (let at = 0; at < bytes.length; at += CHUNK) binary += String.fromCharCode(...bytes.subarray(at, at + CHUNK));
  return btoa(binary);
};

/** A chosen file as the queue keeps it. */
export async function keepFile(file: File): Promise<KeptFile> {
  const type = file.type || 'application/octet-stream';
  return { name: file.name, type, dataUrl: `data:${type};base64,${toBase64(new Uint8Array(await file.arrayBuffer()))}` };
}

/** The file again, as the upload sends it (its name, type and bytes as chosen). */
export function fileOf(kept: KeptFile): File {
  return new File([base64Blob(kept.dataUrl.slice(kept.dataUrl.indexOf(',') + 1), kept.type)], kept.name, { type: kept.type });
}
