/**
 * The part of the contract that checks answers: the route table with its zod schemas. Loaded only by
 * loadContract (api-client.ts), on the first request or settings check: these schemas are not part of
 * the first load, and building them (tens of ms, several times that on a slow phone) does not delay the
 * first paint. Only names that need a schema belong here, and the error catalogue that reads an answer's
 * code: other constants are imported directly.
 */
export { API_ROUTES, ERRORS, errorBodySchema } from '@amora/contracts';
