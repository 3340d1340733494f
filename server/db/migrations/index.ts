// Every migration in the order it runs. Names sort in that order (0001_..., 0002_...).
import type { Migration } from 'kysely';

export const migrations: Record<string, Migration> = {};
