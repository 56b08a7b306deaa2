// PUT /api/event-organiser/profile (dashboard.md §5 profile rules, §7 Profile).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProfileResponse, type TProfileUpdate } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSignedInProfileSync } from '../hooks/use-signed-in-profile-sync.ts';
import { PROFILE_PATH } from './get-profile.ts';

export const updateProfile = (input: TProfileUpdate) => api.put(PROFILE_PATH, input, { schema: ZProfileResponse });

/** Saves the profile; the saved answer becomes the tab's data and the header's name at once. */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  const syncSignedIn = useSignedInProfileSync();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.profile, saved);
      syncSignedIn(saved.data.profile);
    },
  });
};
