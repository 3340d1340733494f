// The public face of the company feature that the app loads at start-up: its api (for the store),
// its types and its pure rules. Screens and forms are in screens.ts, loaded lazily, so that nothing
// of the tree, the notices or the agent form reaches the sign-in page.
export { companyApi } from './api';
export type { CompanyNode, AgentInfo, AgentModalMode } from './types';
export { addRights, type AddRights } from './hierarchy';
