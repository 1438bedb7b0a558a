import { INT4_MAX } from '@amora/contracts';

/** A cursor's id, kept within the column's range (a larger one than any id asks for everything below). */
export const cursorId = (cursor: string) => Math.min(Number(cursor), INT4_MAX);
