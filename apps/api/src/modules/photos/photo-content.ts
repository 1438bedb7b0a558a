/** The formats a photo may have, told by their first bytes (never by name or type header). */
export type PhotoFormat = 'jpeg' | 'png' | 'webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffFormat(bytes: Buffer): PhotoFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * Markup or code that has no business in a photo: a file that holds it is a polyglot, made to run as
 * HTML, script or PHP where a careless server or browser sniffs it. Each marker is at least six bytes
 * long, so that compressed image data (random-looking bytes) holds one by chance in about one of a
 * million 15 MB photos. The real protection is the re-encoding: the uploaded bytes are never served.
 */
const UNSAFE =
  /<script|<\/script|<html[\s>]|<!doctype|<head[\s>]|<body[\s>]|<iframe|<svg[\s>]|<object[\s>]|<embed[\s>]|<\?php\s|javascript:|onerror\s*=|onload\s*=/i;

/** Whether a file holds markup or code (ASCII case ignored: `<ScRiPt` too). */
export function holdsMarkup(bytes: Buffer): boolean {
  return UNSAFE.test(bytes.toString('latin1'));
}
