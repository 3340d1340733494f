// The entry names of a zip archive (and of the zip-based Office and OpenDocument files), read
// from its central directory without unpacking anything. null when the archive cannot be listed
// (damaged, ZIP64, or more entries than an attachment plausibly holds): such a file is refused.
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const MAX_ENTRIES = 10_000;

function endOfDirectory(data: Buffer): number {
  const stop = Math.max(0, data.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let at = data.length - END_RECORD_SIZE; at >= stop; at--) {
    if (data.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

export function zipEntryNames(data: Buffer): string[] | null {
  if (data.length < END_RECORD_SIZE) return null;
  const end = endOfDirectory(data);
  if (end < 0) return null;
  const count = data.readUInt16LE(end + 10);
  const offset = data.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff || count > MAX_ENTRIES) return null;
  const names: string[] = [];
  let at = offset;
  for (let entry = 0; entry < count; entry++) {
    if (at + 46 > end || data.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    if (at + 46 + nameLength > end) return null;
    names.push(data.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
