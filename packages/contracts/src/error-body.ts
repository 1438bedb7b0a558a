import { z } from 'zod';

/** The JSON body of every failed answer: a code of ERRORS (errors.ts), its English message and params. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    params: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
