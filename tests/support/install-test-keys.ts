// vitest setup of the server, Pact provider and journey projects: the test keys installed as
// server/main.ts installs the real ones at start.
import { installServerKeys } from '../../server/security/server-keys';
import { TEST_SERVER_KEYS } from './test-keys';

installServerKeys(TEST_SERVER_KEYS);
