// What a failed statement's PostgreSQL error code says (both engines report the same codes).

/** unique_violation: two writes of one unique value (a code or login created twice at once). */
export const isUniqueViolation = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === '23505';
