import { useMutation } from '@tanstack/react-query';
import type { TOrganiserType } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { ZSignedIn, type TSignedIn } from './auth-responses.ts';

export type TGoogleCompletion = {
  tempAccessToken: string;
  organiserType: TOrganiserType;
  phoneNumber: string | null;
  firstName: string;
  lastName: string;
  businessName: string | null;
};

/** POST /auth/google/complete: finishes a new Google account with the organiser's details. */
export const completeGoogleSignup = (body: TGoogleCompletion): Promise<TSignedIn> =>
  api.post('/auth/google/complete', body, { schema: ZSignedIn, isAuthenticated: false });

export const useCompleteGoogleSignup = () => useMutation({ mutationFn: completeGoogleSignup });
