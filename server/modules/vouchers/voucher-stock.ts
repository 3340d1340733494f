// The vouchers of a PIN batch order (server/modules/pin-orders), made when the order's PINs are
// generated: SOLD to the ordering agent (an approved order is a sale of its batch), each PIN
// unique across the whole voucher table (its keyed hash is unique: a PIN drawn again, here or
// anywhere before, is drawn anew) and kept as every voucher's PIN is (HMAC for lookup, AES-256-GCM
// for the order's files). They validate and redeem at any merchant like a terminal's, and are
// read back with their PINs for the order's files.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { decryptPin, encryptPins, generatePins, hashPin, type PinKeys } from './pin-codes';
import { countOrderVouchers, insertStock, orderVouchers } from './voucher-stock.repository';

export interface StockRequest {
  orderId: number;
  productId: number;
  /** The agent the order is for: its vouchers are sold to it. */
  agentId: number;
  quantity: number;
  at: Date;
  /** PRNG for reproducible demo PINs (and for tests that make PINs collide). */
  random?: () => number;
}

export interface StockVoucher {
  serial: string;
  pin: string;
}

/** Draws of PINs to fill an order before giving up: with 9 x 10^15 PINs a second draw is already
 * rare, so running out means the random source is broken, not bad luck. */
const MAX_DRAWS = 8;
/** Vouchers one INSERT carries (two array parameters, about 11 MB of text for 100,000). */
const ROWS_PER_STATEMENT = 25_000;

/** Makes `quantity` vouchers for the order, every PIN new; answers how many. */
export async function createVoucherStock(trx: Transaction<Database>, keys: PinKeys, request: StockRequest): Promise<number> {
  let missing = request.quantity;
  for (let draw = 0; missing > 0; draw++) {
    if (draw === MAX_DRAWS) throw new Error(`could not draw ${request.quantity} unique PINs for order ${request.orderId}`);
    const pins = [...new Set(generatePins(missing, request.random))];
    const sealed = encryptPins(keys, pins);
    for (let start = 0; start < pins.length; start += ROWS_PER_STATEMENT) {
      const chunk = pins.slice(start, start + ROWS_PER_STATEMENT);
      missing -= await insertStock(trx, request, chunk.map((pin) => hashPin(keys, pin)), sealed.slice(start, start + ROWS_PER_STATEMENT));
    }
  }
  return request.quantity;
}

/** How many vouchers the order has. */
export async function countVoucherStock(db: Kysely<Database>, orderId: number): Promise<number> {
  return countOrderVouchers(db, orderId);
}

/** The order's vouchers with their PINs, in the order they were made. */
export async function readVoucherStock(db: Kysely<Database>, keys: PinKeys, orderId: number): Promise<StockVoucher[]> {
  const rows = await orderVouchers(db, orderId);
  return rows.map((row) => ({ serial: row.serial, pin: decryptPin(keys, row.pin_encrypted) }));
}

/** The plain batch file: a header line, then one `serial,pin,productCode,value,currency` line per
 * voucher (value with 2 decimals). */
export function pinBatchText(vouchers: readonly StockVoucher[], product: { code: string; value: string; currency: string }): string {
  const tail = `,${product.code},${product.value},${product.currency}\n`;
  let text = 'serial,pin,productCode,value,currency\n';
  for (const voucher of vouchers) text += `${voucher.serial},${voucher.pin}${tail}`;
  return text;
}
