// The company details screen (spec 1 section 2.6): notices, then the company tree (CompanyTree);
// a node opens the agent details modal. With the credit limits ACL a switch colours the agents by
// their limit usage (LimitUsageMap). The user's acls come from the route (src/app).
import { IMPERSONATE_ACL } from '../../../shared/api/impersonation';
import { Suspense, useDeferredValue, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { commonMessages } from '../../../shared/i18n';
import { companyMessages } from '../messages';
import { useAfterPaint } from '../../../shared/lazy/afterPaint';
import { lazyComponent } from '../../../shared/lazy/lazyComponent';
import { Banner } from '../../../shared/ui/Banner';
import { Card } from '../../../shared/ui/Card';
import { PageSpinner, Spinner } from '../../../shared/ui/Spinner';
import { useGetCompanyStructureQuery, useGetNoticesQuery } from '../api';
import { LIMIT_USAGE_ACL, LimitUsageSwitch, useLimitUsageMap } from './LimitUsageMap';
import { Notices } from './Notices';

/** The agent dialog with its form (formik and yup: 11 KiB of the page's first load before), loaded
 * once the pointer or the focus comes to the page, before a node can be clicked. */
const AgentDetailsModal = lazyComponent(() => import('./AgentDetailsModal'), (m) => m.AgentDetailsModal);
const preloadAgentDialog = () => void AgentDetailsModal.preload().catch(() => undefined);

/** The tree and its canvas (about 15 KiB brotli), loaded once the notices have been painted: on a
 * phone's first visit the notices, the page's first content, no longer share the connection with
 * it (Lighthouse mobile, #10). */
const CompanyTree = lazyComponent(() => import('./CompanyTree'), (m) => m.CompanyTree);

/** The acl that allows editing and adding agents. */
const AGENT_WRITE_ACL = 'SCP.TTI.ADMIN.USER_W';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** The tree's least view height, and the room its search and zoom bar take above it (two rows on
 * a phone): kept while the tree loads, so that what follows the card (the footer) is already
 * below the window and does not jump when the tree comes. */
const TREE_VIEW_HEIGHT = 240;
const TREE_BAR_HEIGHT = 80;

const TreeWaiting = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${TREE_VIEW_HEIGHT + TREE_BAR_HEIGHT}px;
`;

export interface CompanyDetailsScreenProps {
  acls: readonly string[];
}

export function CompanyDetailsScreen({ acls }: CompanyDetailsScreenProps) {
  const intl = useIntl();
  const structure = useGetCompanyStructureQuery();
  const notices = useGetNoticesQuery();
  const [selected, setSelected] = useState<string | null>(null);
  const usageMap = useLimitUsageMap();
  // The tree (thousands of nodes) renders after the notices have been painted, in slices that leave
  // a phone's main thread free: the notices and the card come first, not with the tree's long render.
  const painted = useAfterPaint();
  const root = useDeferredValue(structure.data, undefined);
  const tree = painted ? root : undefined;
  const error = structure.error as { resultDescription?: string } | undefined;
  const treeSpinner = <Spinner label={intl.formatMessage(companyMessages.structure)} />;

  // The notices stand above the tree: the page shows once they are known, so that they never push
  // the tree down as they come.
  if (notices.isLoading) return <PageSpinner label={intl.formatMessage(commonMessages.loading)} />;
  return (
    <Page onPointerOver={preloadAgentDialog} onFocusCapture={preloadAgentDialog}>
      {notices.data ? <Notices notices={notices.data} /> : null}
      <Card
        title={intl.formatMessage(companyMessages.structure)}
        toolbar={acls.includes(LIMIT_USAGE_ACL) ? <LimitUsageSwitch on={usageMap.on} onChange={usageMap.setOn} /> : null}
      >
        {structure.isLoading || (structure.data && !tree) ? <TreeWaiting>{treeSpinner}</TreeWaiting> : null}
        {error ? <Banner tone="danger">{error.resultDescription}</Banner> : null}
        {usageMap.error ? <Banner tone="danger">{usageMap.error.resultDescription}</Banner> : null}
        {usageMap.Legend ? <usageMap.Legend /> : null}
        {tree ? (
          <Suspense fallback={<TreeWaiting>{treeSpinner}</TreeWaiting>}>
            <CompanyTree
              root={tree}
              viewHeight={TREE_VIEW_HEIGHT}
              selectedCode={selected ?? undefined}
              onSelect={setSelected}
              nodeMark={usageMap.nodeMark}
            />
          </Suspense>
        ) : null}
      </Card>
      {selected ? (
        <Suspense fallback={null}>
          <AgentDetailsModal
            agentCode={selected}
            userLevel={root?.level}
            canEdit={acls.includes(AGENT_WRITE_ACL)}
            canImpersonate={acls.includes(IMPERSONATE_ACL)}
            onClose={() => setSelected(null)}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}
