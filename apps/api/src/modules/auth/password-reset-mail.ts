import { BRAND_NAME } from '@app/contract';
import type { TMail } from '../../plugins/mailer.ts';

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

const htmlPage = (paragraphs: string[]) =>
  [
    '<!doctype html><html lang="en-NZ"><body style="font-family: Arial, sans-serif; color: #1c1917; line-height: 1.5">',
    ...paragraphs.map((p) => `<p>${p}</p>`),
    `<p>${BRAND_NAME}</p>`,
    '</body></html>',
  ].join('\n');

export const RESET_MAIL_SUBJECT = `Reset your ${BRAND_NAME} password`;
export const GOOGLE_ONLY_MAIL_SUBJECT = `Signing in to ${BRAND_NAME}`;

/**
 * Both parts of an e-mail answering a password-reset request for `to`: the same greeting, the line
 * saying what was asked and the sign-off around each part's own lines (the text part's lines follow
 * that request line directly, '' for a blank line; each HTML string is a paragraph).
 */
const resetRequestMail = (options: { to: string; subject: string; text: string[]; html: string[] }): TMail => {
  const { to, subject, text, html } = options;
  const asked = (account: string) => `Someone, hopefully you, asked to reset the password of the ${BRAND_NAME} account for ${account}.`;
  return {
    to,
    subject,
    text: ['Kia ora,', '', asked(to), ...text, '', BRAND_NAME].join('\n'),
    html: htmlPage(['Kia ora,', asked(escapeHtml(to)), ...html]),
  };
};

/** The reset link: plain text and HTML parts carrying the same single-use link. */
export const resetLinkMail = ({ to, link }: { to: string; link: string }): TMail =>
  resetRequestMail({
    to,
    subject: RESET_MAIL_SUBJECT,
    text: [
      'Choose a new password here (the link works once, within an hour):',
      '',
      link,
      '',
      'Every other device signed in to the account will be signed out.',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
    html: [
      `<a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #0f766e; color: #ffffff; border-radius: 8px; text-decoration: none; font-weight: bold">Choose a new password</a>`,
      `The link works once, within an hour. If the button does not work, copy this address into your browser:<br>${escapeHtml(link)}`,
      'Every other device signed in to the account will be signed out. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
  });

/** An account that signs in with Google has no password to reset: the e-mail says how to sign in. */
export const googleOnlyMail = ({ to, siteUrl }: { to: string; siteUrl: string }): TMail =>
  resetRequestMail({
    to,
    subject: GOOGLE_ONLY_MAIL_SUBJECT,
    text: [
      'This account signs in with Google, so it has no password to reset.',
      `To sign in, open ${siteUrl}, choose Sign In, then Continue with Google.`,
      '',
      'If you did not ask for this, you can ignore this e-mail.',
    ],
    html: [
      'This account signs in with Google, so it has no password to reset.',
      `To sign in, open <a href="${escapeHtml(siteUrl)}">${escapeHtml(siteUrl)}</a>, choose Sign In, then Continue with Google.`,
      'If you did not ask for this, you can ignore this e-mail.',
    ],
  });
