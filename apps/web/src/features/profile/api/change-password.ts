// PATCH /api/event-organiser/profile/change-password with old_password and new_password (dashboard.md §5, §7 Profile).
import { useMutation } from '@tanstack/react-query';
import { ZOkResponse, type TChangePasswordRequest } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { PROFILE_PATH } from './get-profile.ts';

export const changePassword = (input: TChangePasswordRequest) => api.patch(`${PROFILE_PATH}/change-password`, input, { schema: ZOkResponse });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
