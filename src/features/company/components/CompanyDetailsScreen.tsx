// The company details screen (spec 1 section 2.6): notices, then the company tree on TreeCanvas
// (the user's agent and the level below open, deeper branches closed, a search by code or name,
// statuses in the reader's language); a node opens the agent details modal. With the credit
// limits ACL a switch colours the agents by their limit usage (LimitUsageMap). The user's acls
// come from the route (src/app).
import { Suspense, useDeferredValue, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { commonMessages, companyMessages } from '../../../shared/i18n';
import { lazyComponent } from '../../../shared/lazy/lazyComponent';
import { Banner } from '../../../shared/ui/Banner';
import { Card } from '../../../shared/ui/Card';
import { PageSpinner, Spinner } from '../../../shared/ui/Spinner';
import { TreeCanvas } from '../../../shared/ui/TreeCanvas';
import { agentWord } from '../agentWords';
import { useGetCompanyStructureQuery, useGetNoticesQuery } from '../api';
import type { CompanyNode } from '../types';
import { LIMIT_USAGE_ACL, LimitUsageSwitch, useLimitUsageMap } from './LimitUsageMap';
import { Notices } from './Notices';

/** The agent dialog with its form (formik and yup: 11 KiB of the page's first load before), loaded
 * once the pointer or the focus comes to the page, before a node can be clicked. */
const AgentDetailsModal = lazyComponent(() => import('./AgentDetailsModal'), (m) => m.AgentDetailsModal);
const preloadAgentDialog = () => void AgentDetailsModal.preload().catch(() => undefined);

/** The acl that allows editing and adding agents. */
const AGENT_WRITE_ACL = 'SCP.TTI.ADMIN.USER_W';

/** Wide enough for a 27-character name in full (a longer one is cut, with a tooltip). */
const NODE_WIDTH = 240;

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
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
  // The tree (thousands of nodes) renders after the notices have been shown, in slices that leave
  // a phone's main thread free: the notices and the card come first, not with the tree's long render.
  const root = useDeferredValue(structure.data, undefined);
  const error = structure.error as { resultDescription?: string } | undefined;

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
        {structure.isLoading || (structure.data && !root) ? (
          <Spinner label={intl.formatMessage(companyMessages.structure)} />
        ) : null}
        {error ? <Banner tone="danger">{error.resultDescription}</Banner> : null}
        {usageMap.error ? <Banner tone="danger">{usageMap.error.resultDescription}</Banner> : null}
        {usageMap.Legend ? <usageMap.Legend /> : null}
        {root ? (
          <TreeCanvas<CompanyNode>
            data={root}
            nodeWidth={NODE_WIDTH}
            openLevels={2}
            searchable
            statusLabel={(status) => agentWord(intl, 'status', status)}
            label={intl.formatMessage(companyMessages.structure)}
            selectedId={selected ?? undefined}
            onNodeClick={(node) => setSelected(node.code)}
            nodeMark={usageMap.nodeMark}
          />
        ) : null}
      </Card>
      {selected ? (
        <Suspense fallback={null}>
          <AgentDetailsModal
            agentCode={selected}
            userLevel={root?.level}
            canEdit={acls.includes(AGENT_WRITE_ACL)}
            onClose={() => setSelected(null)}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}
