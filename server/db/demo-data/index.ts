// The demo provider of ../shared/design/decisions.md, produced through the domain services.
// Filled in by the domain work; main.ts calls ensureDemoData on an empty embedded database.
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export interface DemoSignIn {
  merchantId: string;
  username: string;
  password: string;
  shows: string;
}

export const demoSignIns: DemoSignIn[] = [];

/** Creates the demo data when the database has no agents yet. */
export async function ensureDemoData(_db: Kysely<Database>): Promise<{ created: boolean }> {
  return { created: false };
}
