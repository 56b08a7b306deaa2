/** Paths of the organiser site whose visitors are sent back there after signing in again. */
export const isProtectedPath = (path: string): boolean => path === '/dashboard' || path.startsWith('/dashboard/') || path.startsWith('/dashboard?');
