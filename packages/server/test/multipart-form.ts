/** Test support: builds a multipart/form-data body by hand, as a browser's FormData would send it. */
export interface FilePart {
  field?: string;
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

export function multipartForm(file: FilePart | null, fields: Record<string, string> = {}) {
  const boundary = `----quizdeck${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** A real 1×1 PNG. */
export const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** The JPEG magic bytes followed by filler: the server looks at the first bytes only. */
export const tinyJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);

/** A file of exactly `size` bytes that starts like a PNG. */
export const pngOfSize = (size: number) => Buffer.concat([tinyPng, Buffer.alloc(size - tinyPng.length)]);
