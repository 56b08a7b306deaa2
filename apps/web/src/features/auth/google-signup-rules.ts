// Completing a Google sign-up (spec §5): account type, first and last name required;
// business name only for a business; phone optional.
import { MSG, STORAGE_KEYS, type TOrganiserType } from '@app/contract';

export type TGoogleDetails = { organiserType: TOrganiserType | null; firstName: string; lastName: string; businessName: string; phone: string };
export type TGoogleUserInfo = { given_name?: string; family_name?: string; name?: string; email?: string; picture?: string };

export const googleDetailsProblem = ({ organiserType, firstName, lastName, businessName }: TGoogleDetails): string | null => {
  if (!organiserType) return MSG.selectOrganiserType;
  if (!firstName.trim() || !lastName.trim()) return MSG.firstLastName;
  if (organiserType === 'business' && !businessName.trim()) return MSG.businessName;
  return null;
};

/** The Google details and temporary token kept in session storage, or null when unreadable. */
export const readGoogleSignup = (): { tempAccessToken: string; userInfo: TGoogleUserInfo } | null => {
  try {
    const tempAccessToken = window.sessionStorage.getItem(STORAGE_KEYS.googleTempToken);
    if (!tempAccessToken) return null;
    const raw = window.sessionStorage.getItem(STORAGE_KEYS.googleUserInfo);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed !== 'object' || parsed === null) return null;
    return { tempAccessToken, userInfo: parsed as TGoogleUserInfo };
  } catch {
    return null;
  }
};

export const clearGoogleSignup = (): void => {
  window.sessionStorage.removeItem(STORAGE_KEYS.googleTempToken);
  window.sessionStorage.removeItem(STORAGE_KEYS.googleUserInfo);
};
