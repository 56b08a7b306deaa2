// GET /api/event-organiser/profile: the account and the profile fields (dashboard.md §3 Profile, §7 Profile).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProfileResponse } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const PROFILE_PATH = '/event-organiser/profile';

export const getProfile = (signal?: AbortSignal) => api.get(PROFILE_PATH, { schema: ZProfileResponse, signal });

export const profileQueryOptions = () => queryOptions({ queryKey: queryKeys.profile, queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQueryOptions());
