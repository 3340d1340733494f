// PIN batch orders (spec 3, issue #17): the list, details, orderable products, placing orders
// (multipart: the pinOrders JSON part and one optional attachment), deleting, approving or
// rejecting, downloading the PINs (txt or pgp) and the attachment; and the agents' OpenPGP keys
// the pgp files are encrypted to (our GET and PUT /api/v1/agent-pgp-key). The router has checked
// the session and the contract's x-acl; the services check the ACLs again and the scope.
import type { FastifyReply } from 'fastify';
import { defineHandlers, type HandlerContext } from '../../http/handler';
import { requireSession } from '../../http/session';
import { enforceOperationLimits } from '../auth/auth-limits';
import { attachmentDisposition } from '../documents/documents.handlers';
import { agentPgpKey, setAgentPgpKey } from './agent-pgp-key.service';
import { downloadOrderDocument, downloadPinFile, type DownloadedFile } from './pin-order-files.service';
import {
  decidePinOrder, deletePinOrder, listPinOrders, orderableProducts, pinOrderDetails, retryPinOrderGeneration, submitPinOrders, type OrderActor,
} from './pin-orders.service';

const actorOf = (ctx: Pick<HandlerContext, 'session' | 'request'>): OrderActor => ({ session: requireSession(ctx), ip: ctx.request.ip || 'unknown' });

function sendFile(reply: FastifyReply, file: DownloadedFile): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.bytes);
}

export const pinOrdersHandlers = defineHandlers({
  async listPinBatchOrders(ctx) {
    return listPinOrders(ctx.db, requireSession(ctx), ctx.body, ctx.config.pinOrders);
  },

  async getPinBatchOrderDetails(ctx) {
    return pinOrderDetails(ctx.db, requireSession(ctx), ctx.query.orderRef, ctx.config.pinOrders);
  },

  async getPinBatchOrderProducts(ctx) {
    return orderableProducts(ctx.db, requireSession(ctx));
  },

  async submitPinBatchOrders(ctx) {
    const actor = actorOf(ctx);
    // Its per-IP count came before the upload was read (auth-limits.ts, COUNTED_BEFORE_BODY).
    await enforceOperationLimits(ctx.db, null, 'submitPinBatchOrders', String(actor.session.userId));
    const file = ctx.multipart?.files.find((f) => f.fieldname === 'files');
    return submitPinOrders(ctx.db, actor, ctx.body.pinOrders, file);
  },

  async deletePinOrder(ctx) {
    return deletePinOrder(ctx.db, actorOf(ctx), ctx.body);
  },

  async approvePinOrder(ctx) {
    return decidePinOrder(ctx.db, actorOf(ctx), ctx.body, ctx.jobs);
  },

  async retryPinOrderGeneration(ctx) {
    return retryPinOrderGeneration(ctx.db, actorOf(ctx), ctx.body.orderRef, ctx.jobs);
  },

  async downloadPinBatchOrder(ctx) {
    return sendFile(ctx.reply, await downloadPinFile(ctx.db, actorOf(ctx), { orderRef: ctx.query.orderRef, type: ctx.query.type }, ctx.config.pinOrders));
  },

  async downloadPinBatchOrderDocument(ctx) {
    return sendFile(ctx.reply, await downloadOrderDocument(ctx.db, actorOf(ctx), ctx.query.orderRef));
  },

  // A key answer says whether the deployment offers plain text too: the key card's words depend on it.
  async getAgentPgpKey(ctx) {
    return { ...(await agentPgpKey(ctx.db, requireSession(ctx), ctx.query.agentCode)), plainTextDownloads: ctx.config.pinOrders.plainTextDownloads };
  },

  async setAgentPgpKey(ctx) {
    return { ...(await setAgentPgpKey(ctx.db, actorOf(ctx), ctx.body)), plainTextDownloads: ctx.config.pinOrders.plainTextDownloads };
  },
});
