import { BRAND_NAME } from '@app/contract';

export const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/** One notification e-mail, both parts from the same lines: a greeting, paragraphs, details, and one link to act on. */
export type TMailContent = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Label and value lines ("Date: 12 March"), shown as a list. */
  details?: [string, string][];
  action: { label: string; url: string };
};

/** The plain-text and HTML parts of a notification e-mail (every value escaped in the HTML part). */
export const composeMail = (content: TMailContent): { subject: string; text: string; html: string } => {
  const { greeting, paragraphs, details = [], action } = content;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(details.length > 0 ? [...details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    `${action.label}: ${action.url}`,
    '',
    BRAND_NAME,
  ].join('\n');
  const html = [
    '<!doctype html><html lang="en-NZ"><body style="font-family: Arial, sans-serif; color: #1c1917; line-height: 1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(details.length > 0
      ? [`<ul>${details.map(([label, value]) => `<li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</li>`).join('')}</ul>`]
      : []),
    `<p><a href="${escapeHtml(action.url)}" style="display: inline-block; padding: 10px 18px; background: #0f766e; color: #ffffff; border-radius: 8px; text-decoration: none; font-weight: bold">${escapeHtml(action.label)}</a></p>`,
    `<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(action.url)}</p>`,
    `<p>${escapeHtml(BRAND_NAME)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: content.subject, text, html };
};

/** The provider portal's address of one of its screens ('/requests/12'), from PROVIDER_PORTAL_URL's origin. */
export const portalLink = (providerPortalUrl: string, path: string) => `${new URL(providerPortalUrl).origin}${path}`;

/** The organiser site's address of one of its screens ('/dashboard?tab=quotes'), from APP_URL. */
export const siteLink = (appUrl: string, path: string) => `${appUrl.replace(/\/$/, '')}${path}`;
