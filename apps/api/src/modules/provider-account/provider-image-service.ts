import { and, eq, inArray, sql } from 'drizzle-orm';
import { PROVIDER_ACCOUNT_MSG, PROVIDER_IMAGE_KINDS, PROVIDER_IMAGE_LIMITS, type TProviderImage, type TProviderImageKind } from '@app/contract';
import type { TDb } from '../../db/client.ts';
import { attachments, providerProfiles } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireImageType, type TUploadedFile } from '../../lib/image-upload-form.ts';
import { removeUploads, writeUpload } from '../../lib/upload-files.ts';
import { findProviderIdOfUser } from './provider-business-rules.ts';

/** The name a picture is shown and downloaded under: the sender's file name without folders or control characters, at most 255 characters. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const displayName = (fileName: string, extension: string) => fileName.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255) || `image.${extension}`;

const providerIdOf = async (db: TDb, userId: number) => {
  const providerId = await findProviderIdOfUser(db, userId);
  if (providerId === null) throw new AppError('FORBIDDEN', PROVIDER_ACCOUNT_MSG.notAProvider);
  return providerId;
};

/**
 * POST /service-provider/account/images: one picture of the provider's business. The type is read
 * from the file's first bytes (never its name or declared type): JPEG, PNG, GIF or WebP, else 415.
 * The file is written under a random name first; then, in one transaction holding the provider's row
 * (so two uploads at once cannot pass a limit together), the limit of its kind is checked (409) and
 * the attachment row written. A new profile picture replaces the old one, whose file is then removed.
 * A failed transaction removes the new file.
 */
export const saveProviderImage = async (options: {
  db: TDb; uploadDir: string; userId: number; kind: TProviderImageKind; file: TUploadedFile;
}): Promise<TProviderImage> => {
  const { db, uploadDir, kind, file } = options;
  const providerId = await providerIdOf(db, options.userId);
  const type = requireImageType(file, PROVIDER_ACCOUNT_MSG.imageWrongType);
  const stored = await writeUpload(uploadDir, file.bytes, type);
  try {
    const { image, replaced } = await db.transaction(async (tx) => {
      await tx.select({ id: providerProfiles.id }).from(providerProfiles).where(eq(providerProfiles.id, providerId)).for('update');
      const mine = and(eq(attachments.provider_id, providerId), eq(attachments.kind, kind));
      const replacedRows = kind === 'profile_picture' ? await tx.delete(attachments).where(mine).returning({ file_url: attachments.file_url }) : [];
      const [held] = await tx.select({ count: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${attachments.sort_order}), 0)::int` }).from(attachments).where(mine);
      if (Number(held!.count) >= PROVIDER_IMAGE_LIMITS[kind]) throw new AppError('CONFLICT', PROVIDER_ACCOUNT_MSG.imageLimitReached);
      const [row] = await tx
        .insert(attachments)
        .values({
          provider_id: providerId, kind, file_url: stored.url, file_name: displayName(file.fileName, type.extension),
          mime_type: type.mime, size_bytes: file.bytes.length, sort_order: Number(held!.last) + 1,
        })
        .returning();
      return { image: row!, replaced: replacedRows.map((r) => r.file_url) };
    });
    await removeUploads(uploadDir, replaced);
    return {
      id: image.id, kind, file_url: image.file_url, file_name: image.file_name, mime_type: image.mime_type, size_bytes: image.size_bytes, sort_order: image.sort_order,
    };
  } catch (error) {
    await removeUploads(uploadDir, [stored.url]);
    throw error;
  }
};

/** DELETE /service-provider/account/images/{id}: one of the provider's own pictures, row and file; anyone else's is 404. */
export const deleteProviderImage = async (options: { db: TDb; uploadDir: string; userId: number; imageId: number }) => {
  const providerId = await providerIdOf(options.db, options.userId);
  const [removed] = await options.db
    .delete(attachments)
    .where(and(eq(attachments.id, options.imageId), eq(attachments.provider_id, providerId), inArray(attachments.kind, [...PROVIDER_IMAGE_KINDS])))
    .returning({ file_url: attachments.file_url });
  if (!removed) throw new AppError('NOT_FOUND', PROVIDER_ACCOUNT_MSG.imageNotFound);
  await removeUploads(options.uploadDir, [removed.file_url]);
};
