// Where the contract is on disk, for code that reads openapi/portal.yaml at run time (the server's
// request validation, the contract tests). The web client never reads the YAML: it uses the types
// generated into openapi/generated/.
import { fileURLToPath } from 'node:url';

export const CONTRACT_FILE = fileURLToPath(new URL('./portal.yaml', import.meta.url));
