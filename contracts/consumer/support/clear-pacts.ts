// Global setup of the pact-consumer project: start from an empty contracts/pacts so that an
// interaction removed from the tests does not linger in the pact the provider verifies.
import { mkdirSync, rmSync } from 'node:fs';
import { pactDir } from './pact';

export function setup() {
  rmSync(pactDir, { recursive: true, force: true });
  mkdirSync(pactDir, { recursive: true });
}
