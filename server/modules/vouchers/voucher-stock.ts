// Unsold vouchers generated for a PIN batch order: status AVAILABLE, linked to the order, PINs
// kept encrypted so the order's batch file can be produced (and produced again) later.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { encryptPin, generatePin, hashPin, type PinKeys } from './pin-codes';
import { insertInChunks } from '../../db/chunked-insert';
import { wireMoney } from '../../domain/wire';

export interface StockRequest {
  orderId: number;
  productId: number;
  quantity: number;
  at: Date;
  /** PRNG for reproducible demo PINs. */
  random?: () => number;
}

export interface StockVoucher {
  serial: string;
  pin: string;
}

export async function createVoucherStock(trx: Transaction<Database>, keys: PinKeys, request: StockRequest): Promise<StockVoucher[]> {
  const pins = Array.from({ length: request.quantity }, () => generatePin(request.random));
  const newVouchers = pins.map((pin) => ({
    pin_hash: hashPin(keys, pin),
    pin_encrypted: encryptPin(keys, pin),
    product_id: request.productId,
    status: 'AVAILABLE' as const,
    pin_batch_order_id: request.orderId,
    created_at: request.at,
  }));
  const rows = await insertInChunks(newVouchers, (chunk) =>
    trx.insertInto('vouchers').values(chunk).returning(['serial', 'pin_hash']).execute(),
  );
  const serialByHash = new Map(rows.map((r) => [r.pin_hash, r.serial]));
  return pins.map((pin) => ({ serial: serialByHash.get(hashPin(keys, pin))!, pin }));
}

/** The plain batch file: one `serial,pin,productCode,value` line per voucher. */
export function pinBatchText(vouchers: readonly StockVoucher[], productCode: string, valueMinor: number): string {
  const value = wireMoney(valueMinor).toFixed(2);
  return ['serial,pin,productCode,value', ...vouchers.map((v) => `${v.serial},${v.pin},${productCode},${value}`)].join('\n') + '\n';
}
