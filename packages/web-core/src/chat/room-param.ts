/** The open room named in a page's address (?room=ID): a positive whole number, else none. */
export const roomFromParam = (value: string | null): number | null => (value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null);
