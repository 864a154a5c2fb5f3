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
