// Global setup of the pact-consumer project: start from no pact files so that an interaction
// removed from the tests does not linger in the pact the provider verifies.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pactDir } from './pact';

export function setup() {
  mkdirSync(pactDir, { recursive: true });
  for (const file of readdirSync(pactDir).filter((f) => f.endsWith('.json'))) rmSync(join(pactDir, file));
}
