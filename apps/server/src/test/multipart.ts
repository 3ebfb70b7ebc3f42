/** A file in a test's multipart form: its field, its name and declared type, and its bytes. */
export interface FilePart {
  name?: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

/**
 * A multipart/form-data body as a browser's FormData sends it: the text fields, then the files
 * (in the `images` field unless a file names its own).
 */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = '----MakersPantryTest7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  for (const file of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'images'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
