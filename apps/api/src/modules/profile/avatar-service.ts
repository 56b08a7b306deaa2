import { eq } from 'drizzle-orm';
import { MSG, PROFILE_MSG } from '@app/contract';
import type { TDb } from '../../db/client.ts';
import { organiserProfiles } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireImageType, type TImageFormMessages, type TUploadedFile } from '../../lib/image-upload-form.ts';
import { removeUploads, writeUpload } from '../../lib/upload-files.ts';
import { selectOrganiserAccount } from './profile-queries.ts';

/** The avatar upload's words for its problems (lib/image-upload-form.ts). */
export const AVATAR_FORM_MESSAGES: TImageFormMessages = {
  tooLarge: PROFILE_MSG.avatarTooLarge,
  oneAtATime: PROFILE_MSG.avatarOneAtATime,
  notMultipart: PROFILE_MSG.avatarNotMultipart,
  missing: PROFILE_MSG.avatarMissing,
  wrongType: PROFILE_MSG.avatarWrongType,
};

/**
 * POST /event-organiser/profile/avatar: the organiser's picture. The type is read from the file's
 * first bytes (JPEG, PNG, GIF or WebP, else 415), never its name. The file is written under a random
 * name (UPLOAD_DIR) first; then, holding the organiser's row, the profile points at it, and the old
 * picture's file is removed once that has committed. A failed transaction removes the new file.
 */
export const saveAvatar = async (options: { db: TDb; uploadDir: string; userId: number; file: TUploadedFile }): Promise<{ avatar_url: string }> => {
  const { db, uploadDir, userId, file } = options;
  const type = requireImageType(file, PROFILE_MSG.avatarWrongType);
  const stored = await writeUpload(uploadDir, file.bytes, type);
  try {
    const replaced = await db.transaction(async (tx) => {
      const account = await selectOrganiserAccount(tx, userId, { forUpdate: true });
      if (!account) throw new AppError('INVALID_TOKEN', MSG.invalidToken);
      await tx.update(organiserProfiles).set({ avatar_url: stored.url, updated_at: new Date() }).where(eq(organiserProfiles.user_id, userId));
      return account.profile.avatar_url;
    });
    if (replaced) await removeUploads(uploadDir, [replaced]);
    return { avatar_url: stored.url };
  } catch (error) {
    await removeUploads(uploadDir, [stored.url]);
    throw error;
  }
};
