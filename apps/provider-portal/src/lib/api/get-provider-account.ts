// GET /service-provider/account/me: the signed-in provider's own business. The portal frame loads it
// once; every screen reads it from the cache (its state drives the verification banner).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROVIDER_ACCOUNT_MSG, ZProviderAccountResponse, type TProviderAccount } from '@app/contract';
import { api, ApiError } from '@app/web-core/api-client.ts';
import { queryKeys } from '../query-keys.ts';

export const getProviderAccount = async ({ signal }: { signal?: AbortSignal } = {}): Promise<TProviderAccount> =>
  (await api.get('/service-provider/account/me', { schema: ZProviderAccountResponse, signal })).data;

export const providerAccountQueryOptions = (isEnabled = true) =>
  queryOptions({
    queryKey: queryKeys.providerAccount,
    queryFn: ({ signal }) => getProviderAccount({ signal }),
    enabled: isEnabled,
    staleTime: 60_000,
  });

/** The account query itself (the frame's guard: loading, failure, retry). */
export const useProviderAccountQuery = (isEnabled = true) => useQuery(providerAccountQueryOptions(isEnabled));

/** The signed-in provider's business, inside the portal frame (which has loaded it). */
export const useProviderAccount = (): TProviderAccount => {
  const { data } = useQuery(providerAccountQueryOptions());
  if (!data) throw new Error('useProviderAccount is for screens inside the portal frame, which loads the account first');
  return data;
};

/** What a provider may do now: quote (active and verified), wait for verification, or nothing (suspended). */
export type TAccountStanding = 'can-quote' | 'pending' | 'inactive';

export const accountStanding = (account: Pick<TProviderAccount, 'can_quote' | 'state' | 'is_active'>): TAccountStanding => {
  if (account.can_quote) return 'can-quote';
  if (account.state === 'suspended' || !account.is_active) return 'inactive';
  return 'pending';
};

/** The API's refusal of a screen to a provider that may not quote yet (403 with the awaiting-verification text). */
export const isAwaitingVerification = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 403 &&
  [error.serverError, error.serverMessage].some((text) => text === PROVIDER_ACCOUNT_MSG.awaitingVerification || text === PROVIDER_ACCOUNT_MSG.accountInactive);
