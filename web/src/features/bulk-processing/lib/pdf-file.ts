/** The PDF header, which the format allows anywhere in a file's first 1024 bytes (the server checks the same). */
const MAGIC = "%PDF-";

/** Whether a chosen file is a PDF by its content, not its name: checked before a book is made for it. */
export async function isPdfFile(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 1024 + MAGIC.length).arrayBuffer());
  return new TextDecoder("latin1").decode(head).includes(MAGIC);
}
