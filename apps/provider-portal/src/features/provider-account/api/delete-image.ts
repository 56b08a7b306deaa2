import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProviderImageDeleteResponse, type TProviderAccount } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE /service-provider/account/images/{id} */
export const deleteImage = (id: number) => api.delete(`/service-provider/account/images/${id}`, { schema: ZProviderImageDeleteResponse });

export const useDeleteImage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImage,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<TProviderAccount>(queryKeys.providerAccount, (account) =>
        account ? { ...account, images: account.images.filter((image) => image.id !== id) } : account,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.providerAccount }),
  });
};
