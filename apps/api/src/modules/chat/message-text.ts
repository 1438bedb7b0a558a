import { ApiError } from '../../common/api-error.js';

/**
 * A message's words as stored: trimmed, not empty, and at most the tenant's `message_length`
 * characters, counted as people count them (an emoji is one, not two UTF-16 units).
 */
export function messageText(raw: string, maxLength: number): string {
  const text = raw.trim();
  if (text.length === 0) throw new ApiError('message_empty');
  if ([...text].length > maxLength) throw new ApiError('message_too_long', { max: maxLength });
  return text;
}
