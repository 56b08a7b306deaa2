import { randomBytes } from 'node:crypto';

// multipart/form-data bodies for app.inject: the provider portal's picture uploads.

export type TFormPart =
  | { name: string; value: string }
  | { name: string; filename: string; contentType?: string; content: Buffer };

/** A multipart/form-data body and its content type, parts in the order given. */
export const multipartBody = (parts: TFormPart[], boundary = `----hui${randomBytes(8).toString('hex')}`) => {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head = 'filename' in part
      ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`
      : `Content-Disposition: form-data; name="${part.name}"\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n`), 'filename' in part ? part.content : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

const pad = (head: number[], size: number) => Buffer.concat([Buffer.from(head), randomBytes(Math.max(0, size - head.length))]);

/** Files that start as each image type does (the upload reads the type from these bytes), `size` bytes long. */
export const IMAGE_FILES = {
  png: (size = 256) => pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size),
  jpeg: (size = 256) => pad([0xff, 0xd8, 0xff, 0xe0], size),
  gif: (size = 256) => pad([...Buffer.from('GIF89a')], size),
  webp: (size = 256) => {
    const file = pad([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')], size);
    file.writeUInt32LE(size - 8, 4);
    return file;
  },
} as const;

/** The upload form of one picture. */
export const imageForm = (kind: string, content: Buffer, filename = 'picture.png', contentType = 'image/png') =>
  multipartBody([{ name: 'kind', value: kind }, { name: 'file', filename, contentType, content }]);
