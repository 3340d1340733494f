// An order's details (spec 3, with our custody trail): what was ordered, by whom and when; the
// decision and, for a deleted order, who deleted it; its attachment and, when ready, its PIN files
// (txt where the deployment allows it, pgp to the agent's OpenPGP key); and every download of its
// PINs, oldest first. Provider staff with APPROVE_W approve or reject an order waiting for approval;
// approving generates the PINs and sells the batch, so it asks first (as refund and redeem do).
// An approved order whose generation failed shows when, how often and why; provider staff with
// APPROVE_W queue it again from here (#37).
import { Form, Formik } from 'formik';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useDownload, type ApiResult } from '../../../shared/api';
import { ConfirmAction } from '../../../shared/forms/ConfirmAction';
import { commonMessages } from '../../../shared/i18n';
import { pinOrdersMessages } from '../messages';
import { useAlerts } from '../../../shared/ui/Alert';
import { Banner } from '../../../shared/ui/Banner';
import { Button } from '../../../shared/ui/Button';
import { CompactTable } from '../../../shared/ui/CompactTable';
import { DetailList } from '../../../shared/ui/DetailList';
import { Modal } from '../../../shared/ui/Modal';
import { Money, formatMoney } from '../../../shared/ui/Money';
import { Spinner } from '../../../shared/ui/Spinner';
import { Textarea } from '../../../shared/ui/Textarea';
import { Timestamp, formatTimestamp } from '../../../shared/ui/Timestamp';
import {
  useDecidePinOrderMutation,
  useDownloadPinOrderDocumentMutation,
  useGetPinOrderDetailsQuery,
  useRetryPinOrderGenerationMutation,
  type PinOrderDetails,
} from '../api';
import { usePinFileDownload } from './usePinFileDownload';
import { PinOrderStatus } from './PinOrderStatus';
import { NoDownloadNotice } from './NoDownloadNotice';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[4]};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const AfterBanner = styled(Buttons)`
  margin-top: ${({ theme }) => theme.space[2]};
`;

const Trail = styled(CompactTable)`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface PinOrderDetailsDialogProps {
  orderRef: string;
  /** Provider staff with SCP.EVDS.PIN.BATCH.FILE.APPROVE_W. */
  canApprove: boolean;
  /** The user may download PIN files (SCP.EVDS.PIN.BATCH.FILE.DOWNLOAD_R). */
  canDownload: boolean;
  onClose: () => void;
}

function OrderFacts({ order }: { order: PinOrderDetails }) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const facts: [string, ReactNode][] = [
    [text(pinOrdersMessages.status), <PinOrderStatus key="status" status={order.status} />],
    [text(pinOrdersMessages.distributionEntity), `${order.agentCode} - ${order.agentName}`],
    [text(pinOrdersMessages.product), `${order.product} - ${order.productDescription}`],
    [text(pinOrdersMessages.quantity), intl.formatNumber(order.qty)],
    [text(pinOrdersMessages.totalValue), <Money key="value" value={order.value} currency={order.currency} />],
    [text(pinOrdersMessages.date), <Timestamp key="date" value={order.date} />],
    [text(pinOrdersMessages.user), order.user],
  ];
  if (order.comment) facts.push([text(pinOrdersMessages.comment), order.comment]);
  if (order.decidedBy) facts.push([text(pinOrdersMessages.decidedBy), [order.decidedBy, formatTimestamp(intl, order.decidedDate)].filter(Boolean).join(', ')]);
  if (order.decisionComment) facts.push([text(pinOrdersMessages.approvalComment), order.decisionComment]);
  if (order.deletedBy) facts.push([text(pinOrdersMessages.deletedBy), [order.deletedBy, formatTimestamp(intl, order.deletedDate)].filter(Boolean).join(', ')]);
  if (order.deleteComment) facts.push([text(pinOrdersMessages.deleteReason), order.deleteComment]);
  if (order.readyDate) facts.push([text(pinOrdersMessages.readyDate), <Timestamp key="ready" value={order.readyDate} />]);
  if (order.fileName) facts.push([text(pinOrdersMessages.fileName), order.fileName]);
  facts.push([text(pinOrdersMessages.pgpKey), order.pgpKeyFingerprint ?? text(pinOrdersMessages.noPgpKey)]);
  return <DetailList items={facts} />;
}

function Decision({ order }: { order: PinOrderDetails }) {
  const intl = useIntl();
  const alerts = useAlerts();
  const { orderRef } = order;
  const [decide, { isLoading, originalArgs }] = useDecidePinOrderMutation();
  /** The comment an Approve waits to send until it is confirmed. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const title = intl.formatMessage(pinOrdersMessages.alertApprove);
  const call = (approve: boolean, comment: string) => decide({ orderRef, approve, ...(comment.trim() ? { comment: comment.trim() } : {}) });
  const reject = async (comment: string) => {
    const outcome = await call(false, comment);
    if ('error' in outcome) alerts.danger(title, (outcome.error as ApiResult).resultDescription);
    else alerts.success(title, outcome.data);
  };
  const question = intl.formatMessage(pinOrdersMessages.approveConfirm, {
    orderRef,
    quantity: order.qty,
    agent: `${order.agentCode} - ${order.agentName}`,
    value: formatMoney(order.value, { locale: intl.locale, currency: order.currency }),
  });
  return (
    <Section aria-labelledby="pin-order-decision">
      <h3 id="pin-order-decision">{intl.formatMessage(pinOrdersMessages.decision)}</h3>
      <Formik initialValues={{ comment: '' }} onSubmit={() => undefined}>
        {({ values }) => (
          <Form noValidate>
            <Textarea name="comment" label={intl.formatMessage(pinOrdersMessages.approvalComment)} rows={2} maxLength={500} />
            <Buttons>
              <Button busy={isLoading && originalArgs?.approve === true} disabled={isLoading} onClick={() => setConfirming(values.comment)}>
                {intl.formatMessage(pinOrdersMessages.approve)}
              </Button>
              <Button variant="danger" busy={isLoading && originalArgs?.approve === false} disabled={isLoading} onClick={() => void reject(values.comment)}>
                {intl.formatMessage(pinOrdersMessages.reject)}
              </Button>
            </Buttons>
          </Form>
        )}
      </Formik>
      {confirming !== null ? (
        <ConfirmAction
          title={title}
          question={question}
          action={intl.formatMessage(pinOrdersMessages.approve)}
          run={() => call(true, confirming)}
          onDone={() => setConfirming(null)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </Section>
  );
}

function GenerationFailure({ order, canRetry }: { order: PinOrderDetails; canRetry: boolean }) {
  const intl = useIntl();
  const alerts = useAlerts();
  const [retry, { isLoading }] = useRetryPinOrderGenerationMutation();
  const failure = order.generationFailure;
  if (!failure) return null;
  const title = intl.formatMessage(pinOrdersMessages.alertRetryGeneration);
  const queueAgain = async () => {
    const outcome = await retry({ orderRef: order.orderRef });
    if ('error' in outcome) alerts.danger(title, (outcome.error as ApiResult).resultDescription);
    else alerts.success(title, outcome.data);
  };
  return (
    <Section aria-label={intl.formatMessage(pinOrdersMessages.generationFailed)}>
      <Banner tone="danger" title={intl.formatMessage(pinOrdersMessages.generationFailed)}>
        {intl.formatMessage(pinOrdersMessages.generationFailure, { date: formatTimestamp(intl, failure.date), attempts: failure.attempts, reason: failure.reason })}
      </Banner>
      {canRetry ? (
        <AfterBanner>
          <Button busy={isLoading} disabled={isLoading} onClick={() => void queueAgain()}>
            {intl.formatMessage(pinOrdersMessages.retryGeneration)}
          </Button>
        </AfterBanner>
      ) : null}
    </Section>
  );
}

export function PinOrderDetailsDialog({ orderRef, canApprove, canDownload, onClose }: PinOrderDetailsDialogProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const details = useGetPinOrderDetailsQuery(orderRef);
  const downloadPins = usePinFileDownload();
  const [downloadDocumentFile] = useDownloadPinOrderDocumentMutation();
  const downloadDocument = useDownload(downloadDocumentFile, text(pinOrdersMessages.downloadDocument));
  const order = details.data;
  const error = details.error as ApiResult | undefined;
  return (
    <Modal
      open
      size="lg"
      title={`${text(pinOrdersMessages.detailsTitle)} ${orderRef}`}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {text(commonMessages.close)}
        </Button>
      }
    >
      {error ? <Banner tone="danger">{error.resultDescription}</Banner> : null}
      {!order && !error ? <Spinner label={text(commonMessages.loading)} /> : null}
      {order ? (
        <>
          <OrderFacts order={order} />
          {order.documents.length || order.downloadFormats.length ? (
            <Buttons>
              {order.downloadFormats.map((format) => (
                <Button key={format} onClick={() => void downloadPins(orderRef, format)}>
                  {text(format === 'pgp' ? pinOrdersMessages.downloadPgp : pinOrdersMessages.downloadTxt)}
                </Button>
              ))}
              {order.documents.map((name) => (
                <Button
                  key={name}
                  variant="secondary"
                  onClick={() => void downloadDocument({ orderRef, fallbackName: name })}
                >
                  {text(pinOrdersMessages.downloadNamed, { fileName: name })}
                </Button>
              ))}
            </Buttons>
          ) : null}
          <NoDownloadNotice order={order} canDownload={canDownload} variant="banner" />
          {canApprove && order.status === 'WAITING_FOR_APPROVAL' ? <Decision order={order} /> : null}
          <GenerationFailure order={order} canRetry={canApprove} />
          <Section aria-labelledby="pin-order-trail">
            <h3 id="pin-order-trail">{text(pinOrdersMessages.custodyTrail)}</h3>
            {order.downloads.length > 1 ? <Banner tone="warning" title={text(pinOrdersMessages.repeatedDownloads, { count: order.downloads.length })} /> : null}
            {order.downloads.length ? (
              <Trail aria-labelledby="pin-order-trail">
                <thead>
                  <tr>
                    <th scope="col">{text(pinOrdersMessages.downloadedAt)}</th>
                    <th scope="col">{text(pinOrdersMessages.downloadedBy)}</th>
                    <th scope="col">{text(pinOrdersMessages.format)}</th>
                    <th scope="col">{text(pinOrdersMessages.pgpKey)}</th>
                  </tr>
                </thead>
                <tbody>
                  {order.downloads.map((d) => (
                    <tr key={`${d.date}-${d.user}-${d.format}`}>
                      <td>
                        <Timestamp value={d.date} />
                      </td>
                      <td>{d.user}</td>
                      <td>{d.format.toUpperCase()}</td>
                      <td>{d.keyFingerprint ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </Trail>
            ) : (
              <p>{text(pinOrdersMessages.noDownloads)}</p>
            )}
          </Section>
        </>
      ) : null}
    </Modal>
  );
}
