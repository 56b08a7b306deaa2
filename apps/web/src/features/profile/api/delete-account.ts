// POST /api/event-organiser/profile/delete-account, confirmed with the password or the typed phrase
// (docs/adr/006-account-deletion.md).
import { useMutation } from '@tanstack/react-query';
import { ZOkResponse, type TDeleteAccountRequest } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { PROFILE_PATH } from './get-profile.ts';

export const deleteAccount = (input: TDeleteAccountRequest) => api.post(`${PROFILE_PATH}/delete-account`, input, { schema: ZOkResponse });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
