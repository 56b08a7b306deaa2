import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProviderAccountResponse, type TProviderProfileUpdate } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** PUT /service-provider/account/profile: the whole business profile; answers the saved account. */
export const updateProfile = (body: TProviderProfileUpdate) =>
  api.put('/service-provider/account/profile', body, { schema: ZProviderAccountResponse });

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.providerAccount, answer.data);
      // Matching requests follow the services and the city.
      void queryClient.invalidateQueries({ queryKey: queryKeys.providerRequests });
    },
  });
};
