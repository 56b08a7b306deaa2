/** A link (or a button that reads as one) in running text: the sign-in and password screens' "Back to sign in", "Request a new one". */
export const textLinkClasses = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';
