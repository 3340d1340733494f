// The avatar of My Profile (PUT /api/v1/update-profile `logo`): a PNG or JPEG data URL of at most
// 1 MB, checked by decoding it (a file that is not the picture it says it is, or one whose
// header promises more than 25 megapixels, is refused before it is unpacked), and kept scaled
// to at most 256 px on its longer side, in its own format, so every page that shows it stays light.
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { DomainError, fieldRefusal } from '../../domain/domain-error';
import { PROBLEM } from '../../i18n/problems';

export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_SIDE = 256;
const MAX_PIXELS = 25_000_000;
const DATA_URL = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/=]+)$/;

const refused = () => fieldRefusal('logo', PROBLEM.picture);

interface Picture {
  width: number;
  height: number;
  data: Uint8Array;
}

function decode(kind: 'png' | 'jpeg', bytes: Buffer): Picture {
  if (kind === 'png') {
    // IHDR: width and height at bytes 16 and 20, read before anything is unpacked.
    if (bytes.length < 24 || bytes.readUInt32BE(16) * bytes.readUInt32BE(20) > MAX_PIXELS) throw refused();
    return PNG.sync.read(bytes);
  }
  return jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_PIXELS / 1_000_000, maxMemoryUsageInMB: 256 });
}

/** Averages each target pixel over the source pixels it covers (RGBA). */
function scaled(picture: Picture): Picture {
  const factor = Math.max(picture.width, picture.height) / AVATAR_SIDE;
  if (factor <= 1) return picture;
  const width = Math.max(1, Math.round(picture.width / factor));
  const height = Math.max(1, Math.round(picture.height / factor));
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const fromY = Math.floor(y * factor);
    const toY = Math.min(picture.height, Math.max(fromY + 1, Math.floor((y + 1) * factor)));
    for (let x = 0; x < width; x++) {
      const fromX = Math.floor(x * factor);
      const toX = Math.min(picture.width, Math.max(fromX + 1, Math.floor((x + 1) * factor)));
      const sums = [0, 0, 0, 0];
      for (let sy = fromY; sy < toY; sy++) {
        for (let sx = fromX; sx < toX; sx++) {
          const at = (sy * picture.width + sx) * 4;
          for (let c = 0; c < 4; c++) sums[c]! += picture.data[at + c]!;
        }
      }
      const count = (toY - fromY) * (toX - fromX);
      for (let c = 0; c < 4; c++) data[(y * width + x) * 4 + c] = Math.round(sums[c]! / count);
    }
  }
  return { width, height, data };
}

function encode(kind: 'png' | 'jpeg', picture: Picture): Buffer {
  if (kind === 'png') {
    const png = new PNG({ width: picture.width, height: picture.height });
    png.data = Buffer.from(picture.data);
    return PNG.sync.write(png);
  }
  return jpeg.encode({ width: picture.width, height: picture.height, data: picture.data }, 85).data;
}

/** The avatar as it is kept: the same format, scaled; refuses (1001, naming logo) anything else. */
export function storedAvatar(dataUrl: string): string {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw refused();
  const kind = match[1] === 'png' ? 'png' : 'jpeg';
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length > AVATAR_MAX_BYTES) throw refused();
  let picture: Picture;
  try {
    picture = decode(kind, bytes);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw refused();
  }
  return `data:image/${kind};base64,${encode(kind, scaled(picture)).toString('base64')}`;
}
