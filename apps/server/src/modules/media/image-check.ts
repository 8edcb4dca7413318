import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { sameFileType, uploadTexts, type AssetType } from '@shop/contracts/catalogue-texts';
import { invalid } from '../../lib/app-error.js';

export interface AssetRule {
  assettype: string;
  filetype: string;
  maxsize: number;
  width: number;
  height: number;
}

type Kind = 'png' | 'jpeg';

/** The file's real type, read from its first bytes; its name and the browser's word are never believed. */
export function sniff(bytes: Buffer): Kind | null {
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** A PNG's size from its header, read before decoding so a huge declared picture is refused unread. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

function decode(kind: Kind, bytes: Buffer, asset: AssetType) {
  try {
    if (kind === 'png') {
      const png = PNG.sync.read(bytes);
      return { width: png.width, height: png.height, data: png.data };
    }
    const img = jpeg.decode(bytes, { useTArray: true, maxResolutionInMP: 10, maxMemoryUsageInMB: 128 });
    return { width: img.width, height: img.height, data: Buffer.from(img.data) };
  } catch {
    throw invalid(`The ${asset.toLowerCase()} image could not be read: the file is damaged or not a ${kind.toUpperCase()} picture.`);
  }
}

/**
 * Checks an upload against the asset's rules (section 5.8: type, size, exact dimensions) by its content, and
 * answers it re-encoded from its pixels, so whatever else the file carried is never stored or served.
 */
export function checkAndReencode(bytes: Buffer, rule: AssetRule, asset: AssetType): { ext: 'png' | 'jpg'; bytes: Buffer } {
  const kind = sniff(bytes);
  if (!kind || !sameFileType(kind, rule.filetype)) throw invalid(uploadTexts.wrongType(asset, rule.filetype));
  if (bytes.length > rule.maxsize * 1024 * 1024) throw invalid(uploadTexts.tooBig(rule.maxsize));
  const wrongSize = invalid(uploadTexts.wrongSize(rule.width, rule.height));
  if (kind === 'png') {
    const declared = pngSize(bytes);
    if (declared.width !== rule.width || declared.height !== rule.height) throw wrongSize;
  }
  const img = decode(kind, bytes, asset);
  if (img.width !== rule.width || img.height !== rule.height) throw wrongSize;
  if (kind === 'png') {
    const png = new PNG({ width: img.width, height: img.height });
    img.data.copy(png.data);
    return { ext: 'png', bytes: PNG.sync.write(png) };
  }
  return { ext: 'jpg', bytes: Buffer.from(jpeg.encode({ data: img.data, width: img.width, height: img.height }, 90).data) };
}
