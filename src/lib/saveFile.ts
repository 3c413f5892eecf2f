/** Hands bytes to the browser as a file download. */
export function saveFile(bytes: ArrayBuffer, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once cancels the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * exceljs types its output as an ArrayBuffer, but hands over a Buffer (a Uint8Array view, in Node and in its
 * browser build alike), possibly over a larger pooled buffer: copy exactly the file's bytes.
 */
export const toArrayBuffer = (data: ArrayBuffer | ArrayBufferView): ArrayBuffer =>
  ArrayBuffer.isView(data)
    ? (new Uint8Array(data.buffer, data.byteOffset, data.byteLength).slice().buffer as ArrayBuffer)
    : data;
