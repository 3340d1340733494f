// Why a ready order offers no PIN file, and what to do: the user may not download PIN files (ask an
// administrator for the permission), or the order's agent has no OpenPGP key while the deployment
// offers no plain text (ask provider staff to set a key). Nothing when a file is offered or the
// order is not ready. The list shows the short line in the row's actions; the details a banner.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PinOrder } from '../api';
import { pinOrdersMessages } from '../messages';
import { Banner } from '../../../shared/ui/Banner';

export type NoDownloadReason = 'no-permission' | 'no-key';

/** The reason a ready order offers no file to a user who may (or may not) download PIN files. */
export function whyNoDownload(order: Pick<PinOrder, 'status' | 'downloadFormats'>, canDownload: boolean): NoDownloadReason | null {
  if (order.status !== 'READY_FOR_DOWNLOAD' || order.downloadFormats.length > 0) return null;
  return canDownload ? 'no-key' : 'no-permission';
}

const Short = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  white-space: normal;
`;

export interface NoDownloadNoticeProps {
  order: Pick<PinOrder, 'status' | 'downloadFormats' | 'agentName'>;
  canDownload: boolean;
  /** The row's one line, or the details' banner with what to do. */
  variant: 'short' | 'banner';
}

export function NoDownloadNotice({ order, canDownload, variant }: NoDownloadNoticeProps) {
  const intl = useIntl();
  const reason = whyNoDownload(order, canDownload);
  if (!reason) return null;
  if (variant === 'short') {
    return <Short>{intl.formatMessage(reason === 'no-key' ? pinOrdersMessages.noFileNoKeyShort : pinOrdersMessages.noFileNoPermissionShort)}</Short>;
  }
  return (
    <Banner tone="info" title={intl.formatMessage(pinOrdersMessages.noFileTitle)}>
      {reason === 'no-key'
        ? intl.formatMessage(pinOrdersMessages.noFileNoKey, { agentName: order.agentName })
        : intl.formatMessage(pinOrdersMessages.noFileNoPermission)}
    </Banner>
  );
}
