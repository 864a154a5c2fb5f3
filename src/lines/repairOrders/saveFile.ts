/** Hands a file to the browser as a download (a generated report or a printout). */
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

/** A file the server generated and sent in the envelope (name, type, base64 bytes) as a Blob. */
export function generatedBlob(file: { contentType: string; base64: string }): Blob {
  const binary = atob(file.base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: file.contentType });
}
