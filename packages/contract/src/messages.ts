// Every user-facing text the specification fixes, in one place for web and API alike.
export const MSG = {
  fillRequired: 'Please fill in all required fields',
  fillAll: 'Please fill in all fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordsMatch: 'Passwords match',
  passwordsDontMatch: "Passwords don't match",
  firstLastName: 'Please enter your first and last name',
  businessName: 'Please enter your business name',
  selectOrganiserType: 'Please select organiser type',
  invalidEmail: 'Please enter a valid email address',
  emailRequired: 'Email is required',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  tokenRequired: 'Access token required',
  invalidToken: 'Invalid or expired token',
  organisersOnly: 'This area is for event organisers only',
  sessionExpired: 'Your session has expired. Please login again.',
  providerRedirect: 'Oops! Looks like you are a service provider. Redirecting to the service provider portal...',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  tooManyFailedLogins: 'Too many failed sign-in attempts.',
  passwordResetRequested: 'If an account uses that email, we have sent it a link to choose a new password. The link works once, within an hour. Check your inbox and spam folder.',
  resetLinkInvalid: 'This password reset link is not valid. Please request a new one.',
  resetLinkExpired: 'This password reset link has expired. Please request a new one.',
  resetLinkUsed: 'This password reset link has already been used. Please request a new one if you still need it.',
  passwordResetDone: 'Your password has been changed and you are signed in. Every other session has been signed out.',
  forgotPasswordFailed: 'Could not send the reset link. Please try again.',
  resetPasswordFailed: 'Could not change your password. Please try again.',
  accountSuspended: 'This account has been suspended. Please contact support.',
  malformedJson: 'The request body is not valid JSON',
  controlCharacterKey: 'Field names must not contain control characters (such as NUL)',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a few seconds.',
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  googleSigninFailed: 'Google sign-in failed',
  googleSignupFailed: 'Google signup failed',
  googleUrlFailed: 'Failed to get Google sign-in URL',
  googleNotConfigured: 'Google sign-in is not configured on this server',
  googleAuthFailed: 'Google authentication failed',
  googleCompleteFailed: 'Failed to complete Google signup',
  contactFailedFallback: 'Sorry, there was an error sending your message. Please try emailing us directly.',
  contactFailed: 'Failed to send message',
  contactSent: 'Thank you for your message. We will get back to you within 24 hours on business days.',
  contactFirstName: 'First name is required',
  contactLastName: 'Last name is required',
  contactSubject: 'Please select a subject',
  contactMessage: 'Message is required',
} as const;

/** Refusals of the input guard (apps/api/src/plugins/input-guard.ts); `where` is the field, query or path value. */
export const INPUT_MSG = {
  controlCharacter: (where: string) => `${where} must not contain control characters (such as NUL)`,
} as const;

/**
 * The sign-in throttle's answer (apps/api/src/modules/auth/login-throttle.ts): how long this address
 * must wait before its next attempt, in seconds and then whole minutes, and the way out.
 */
export const loginThrottledMessage = (seconds: number): string => {
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${MSG.tooManyFailedLogins} Please wait ${wait} and try again, or choose "Forgot password?" to reset your password.`;
};
