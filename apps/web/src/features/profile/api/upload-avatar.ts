// POST /api/event-organiser/profile/avatar: the organiser's picture, multipart/form-data (dashboard.md §7 Profile).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAvatarResponse, type TProfileResponse } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSignedInProfileSync } from '../hooks/use-signed-in-profile-sync.ts';
import { PROFILE_PATH } from './get-profile.ts';

export const uploadAvatar = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api.post(`${PROFILE_PATH}/avatar`, form, { schema: ZAvatarResponse });
};

/** Uploads the picture; the tab and the header show it as soon as the server has it. */
export const useUploadAvatar = () => {
  const queryClient = useQueryClient();
  const syncSignedIn = useSignedInProfileSync();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ data }) => {
      queryClient.setQueryData<TProfileResponse>(queryKeys.profile, (old) => (old ? { ...old, data: { ...old.data, profile: { ...old.data.profile, avatar_url: data.avatar_url } } } : old));
      syncSignedIn({ avatar_url: data.avatar_url });
    },
  });
};
