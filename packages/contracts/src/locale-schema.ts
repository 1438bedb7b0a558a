import { z } from 'zod';
import { LOCALES } from './locales.js';

export const localeSchema = z.enum(LOCALES);
