import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProviderImageResponse, type TProviderImageKind } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /service-provider/account/images (multipart: kind, file). */
export const uploadImage = ({ kind, file }: { kind: TProviderImageKind; file: File }) => {
  const body = new FormData();
  // The kind comes first: the server reads the fields in order and the file last.
  body.append('kind', kind);
  body.append('file', file, file.name);
  return api.post('/service-provider/account/images', body, { schema: ZProviderImageResponse });
};

export const useUploadImage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadImage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.providerAccount }),
  });
};
