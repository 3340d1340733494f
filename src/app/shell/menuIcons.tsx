// One line icon per menu entry (24-unit outline paths, drawn in the text colour): the minimised
// menu shows them alone, with the entry's name as tooltip and accessible name.
const PATHS: Record<string, string> = {
  '/dashboard': 'M3 13h8V3H3zM13 21h8V11h-8zM3 21h8v-6H3zM13 3v6h8V3z',
  '/company-details': 'M4 21V5l8-2v18M12 9h8v12M7 8h2M7 12h2M7 16h2M15 13h2M15 17h2M2 21h20',
  '/weekly-transaction-summary': 'M3 5h18v16H3zM3 10h18M8 3v4M16 3v4M7 14h4M7 17h7',
  '/payout-transaction': 'M2 7h20v12H2zM2 11h20M6 15h4',
  '/reports': 'M5 3h10l4 4v14H5zM9 17v-4M12 17v-7M15 17v-2',
  '/pin-order': 'M6 2h12v20l-3-2-3 2-3-2-3 2zM9 7h6M9 11h6M9 15h4',
  '/credit-limits': 'M12 21a9 9 0 1 1 9-9M12 12l5-3M3 12h2M12 3v2M19 12h2',
  '/user-management': 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a7 7 0 0 1 14 0v1M16 3.5a4 4 0 0 1 0 7M19 21v-1a7 7 0 0 0-3-5.7',
  '/audit-trail': 'M6 2h9l4 4v16H6zM9 9h7M9 13h7M9 17h4M3 6v14',
  '/resources': 'M3 6h6l2 2h10v12H3zM3 10h18',
  '/product-redeem': 'M3 8h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4zM9 8v12',
  '/contact-us': 'M3 5h18v14H3zM3 6l9 7 9-7',
  '/portal-management/performance-report': 'M3 20h18M6 16l4-5 4 3 5-7',
  '/portal-management/resource-management': 'M4 4h16v16H4zM4 9h16M9 9v11M12 14h5',
};

const FALLBACK = 'M5 5h14v14H5z';

export function MenuEntryIcon({ path }: { path: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[path] ?? FALLBACK} />
    </svg>
  );
}
