import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// Uploaded files on local disk (UPLOAD_DIR): stored under a random name with the extension of the
// type read from their content, served at /uploads/<name> (plugins/uploads.ts). A name that does not
// match UPLOAD_NAME_PATTERN is never read, written or removed, so no path can leave the folder.

export type TImageType = { mime: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp'; extension: 'jpg' | 'png' | 'gif' | 'webp' };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type a file's first bytes announce (JPEG, PNG, GIF, WebP); null for anything else. */
export const detectImageType = (bytes: Uint8Array): TImageType | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', extension: 'png' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { mime: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { mime: 'image/webp', extension: 'webp' };
  return null;
};

/** 128 random bits in hex and a known image extension: the only names the upload folder holds. */
export const UPLOAD_NAME_PATTERN = /^[0-9a-f]{32}\.(jpg|png|gif|webp)$/;
export const UPLOAD_URL_PREFIX = '/uploads/';

const MIME_BY_EXTENSION: Readonly<Record<TImageType['extension'], TImageType['mime']>> = {
  jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp',
};

/** The content type of a stored upload, from its name; null for a name the folder never holds. */
export const uploadMimeType = (name: string): TImageType['mime'] | null => {
  const match = UPLOAD_NAME_PATTERN.exec(name);
  return match ? MIME_BY_EXTENSION[match[1] as TImageType['extension']] : null;
};

/** Writes a new file under a fresh random name and answers its name and public URL. */
export const writeUpload = async (uploadDir: string, bytes: Uint8Array, type: TImageType) => {
  const name = `${randomBytes(16).toString('hex')}.${type.extension}`;
  await mkdir(uploadDir, { recursive: true });
  await writeFile(join(uploadDir, name), bytes, { flag: 'wx' });
  return { name, url: `${UPLOAD_URL_PREFIX}${name}` };
};

/** The file behind an uploaded file's URL, or null when the URL is not one of ours (seeded pictures, other hosts). */
export const uploadPathOf = (uploadDir: string, fileUrl: string): string | null => {
  if (!fileUrl.startsWith(UPLOAD_URL_PREFIX)) return null;
  const name = fileUrl.slice(UPLOAD_URL_PREFIX.length);
  return UPLOAD_NAME_PATTERN.test(name) ? join(uploadDir, name) : null;
};

/** Removes uploaded files by URL; URLs that are not ours and files already gone are skipped. */
export const removeUploads = async (uploadDir: string, fileUrls: string[]) => {
  for (const url of fileUrls) {
    const path = uploadPathOf(uploadDir, url);
    if (path) await rm(path, { force: true });
  }
};
