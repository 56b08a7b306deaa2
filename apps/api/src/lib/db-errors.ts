/** A unique-index violation (23505), from either driver, optionally of one named index or constraint. */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const candidate = error as { code?: string; constraint?: string; message?: string; cause?: { code?: string; constraint?: string; message?: string } } | null;
  const found = candidate?.code === '23505' ? candidate : candidate?.cause?.code === '23505' ? candidate.cause : null;
  if (!found) return false;
  if (!constraint) return true;
  // node-postgres names the constraint; PGlite's message always quotes it.
  return found.constraint === constraint || (found.message ?? '').includes(`"${constraint}"`);
};
