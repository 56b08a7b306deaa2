/** The portal's pages that need a session: after a session expires the person returns there once signed in. */
const PROTECTED = /^\/(requests|quotes|profile)(\/|$|\?)/;

export const isProtectedPath = (path: string): boolean => PROTECTED.test(path);
