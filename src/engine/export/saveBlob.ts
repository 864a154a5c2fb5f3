/** Hands a file to the browser as a download (an export, a generated report, a printout). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // the browser has taken the file; a moment later the object URL can go
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file a server sent in its envelope as base64 (a generated PDF or sheet), as a Blob of `type`. */
export function base64Blob(base64: string, type: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
