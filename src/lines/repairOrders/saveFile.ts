/** A file the server generated and sent in the envelope (name, type, base64 bytes) as a Blob. */
export function generatedBlob(file: { contentType: string; base64: string }): Blob {
  const binary = atob(file.base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: file.contentType });
}
