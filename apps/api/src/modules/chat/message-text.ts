import { ApiError } from '../../common/api-error.js';

/** Blanks and invisible format characters (zero-width space and joiner, BOM, word joiner). */
const NOTHING_TO_SEE = /[\p{Z}\p{Cf}\s]/gu;

/**
 * A message's words as stored: trimmed, with something to see (a text of blanks or zero-width
 * characters would be paid for and show nothing), and at most the tenant's `message_length`
 * characters, counted as people count them (an emoji is one, not two UTF-16 units).
 */
export function messageText(raw: string, maxLength: number): string {
  const text = raw.trim();
  if (text.replace(NOTHING_TO_SEE, '').length === 0) throw new ApiError('message_empty');
  if ([...text].length > maxLength) throw new ApiError('message_too_long', { max: maxLength });
  return text;
}
