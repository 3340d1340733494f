// Which portal documents an agent sees. By audience (document_type): UNSET and MER_ALL reach every
// agent, MER_DISTRIBUTOR the distribution tiers (levels MD, D, SD), MER_MERCHANT retailers and
// merchants (level R). By page (location): a document shows on the page its location names, and
// one whose location is UNSET (All) on every page. Only active documents ('T') are shown.
import type { AgentLevel, DocumentType } from '../../db/schema';

export function visibleDocumentTypes(level: AgentLevel): DocumentType[] {
  return level === 'R' ? ['UNSET', 'MER_ALL', 'MER_MERCHANT'] : ['UNSET', 'MER_ALL', 'MER_DISTRIBUTOR'];
}

export function isVisibleTo(level: AgentLevel, documentType: DocumentType): boolean {
  return visibleDocumentTypes(level).includes(documentType);
}

/** The company details screen shows at most this many active notices (spec 1 sections 2.6, 9). */
export const COMPANY_DETAILS_NOTICE_LIMIT = 4;
export const COMPANY_DETAILS_PAGE = 'company-details';
/** The resources page lists downloadable files only. */
export const RESOURCES_PAGE = 'resources';
export const DEFAULT_PAGE_SIZE = 10;
