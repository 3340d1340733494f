// One file packed as a zip archive, streamed (the report by email zips a large CSV): deflated by
// node:zlib as it is read, the CRC-32 and sizes written after the data (a data descriptor), so
// neither the file nor the archive is ever held in memory. Plain zip without ZIP64, so at most
// 4 GiB either way, far above what a mail may carry; the entry name is UTF-8.
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { createDeflateRaw, crc32 } from 'node:zlib';

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
/** Sizes and CRC follow the data (bit 3); the name is UTF-8 (bit 11). */
const FLAGS = 0x0008 | 0x0800;
const DEFLATE = 8;
const VERSION = 20;

/** DOS date and time of a moment (local fields as zip tools read them; UTC here). */
function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

/** Writes `target`, a zip archive holding `source` as `entryName`; resolves to its size. */
export async function zipFile(source: string, target: string, entryName: string, at = new Date()): Promise<number> {
  const name = Buffer.from(entryName, 'utf8');
  const { time, date } = dosTime(at);
  const output = createWriteStream(target);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(LOCAL_HEADER, 0);
  local.writeUInt16LE(VERSION, 4);
  local.writeUInt16LE(FLAGS, 6);
  local.writeUInt16LE(DEFLATE, 8);
  local.writeUInt16LE(time, 10);
  local.writeUInt16LE(date, 12);
  local.writeUInt16LE(name.length, 26);
  output.write(local);
  output.write(name);

  let crc = 0;
  let size = 0;
  let compressed = 0;
  const measureInput = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      crc = crc32(chunk, crc);
      size += chunk.length;
      done(null, chunk);
    },
  });
  const measureOutput = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      compressed += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(createReadStream(source), measureInput, createDeflateRaw({ level: 6 }), measureOutput, output, { end: false });
  if (size >= 0xffffffff || compressed >= 0xffffffff) throw new Error('the file is too large for a zip without ZIP64');

  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
  descriptor.writeUInt32LE(crc >>> 0, 4);
  descriptor.writeUInt32LE(compressed, 8);
  descriptor.writeUInt32LE(size, 12);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(CENTRAL_HEADER, 0);
  central.writeUInt16LE(VERSION, 4);
  central.writeUInt16LE(VERSION, 6);
  central.writeUInt16LE(FLAGS, 8);
  central.writeUInt16LE(DEFLATE, 10);
  central.writeUInt16LE(time, 12);
  central.writeUInt16LE(date, 14);
  central.writeUInt32LE(crc >>> 0, 16);
  central.writeUInt32LE(compressed, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  // offset of the local header: 0
  const directoryOffset = local.length + name.length + compressed + descriptor.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(directoryOffset, 16);
  output.end(Buffer.concat([descriptor, central, name, end]));
  await once(output, 'close');
  return directoryOffset + central.length + name.length + end.length;
}
