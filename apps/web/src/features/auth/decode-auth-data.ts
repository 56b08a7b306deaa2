// Auth data handed over in a query value: base64 (URL-safe or standard) JSON text.

/** Decodes the value; throws when it is not base64 of JSON. */
export const decodeAuthData = (value: string): unknown => {
  const base64 = value.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new Error('not base64');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
};
