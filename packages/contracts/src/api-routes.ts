import { z } from 'zod';
import { interestsSchema, regionsSchema } from './catalogue.js';
import { companyInfoSchema } from './company.js';
import { settingsSchema } from './settings.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface ApiRoute {
  method: HttpMethod;
  path: string;
  response: z.ZodType;
}

/** The API's calls (spec §7). The typed client in the apps and the API's 405 answers read this table. */
export const API_ROUTES = {
  settings: { method: 'GET', path: '/api/settings.php', response: settingsSchema },
  companyInfo: { method: 'GET', path: '/api/companyinfo.php', response: companyInfoSchema },
  interests: { method: 'GET', path: '/api/interests.php', response: interestsSchema },
  regions: { method: 'GET', path: '/api/regions.php', response: regionsSchema },
  adminLogin: { method: 'POST', path: '/api/admin/login.php', response: z.object({ ok: z.literal(true) }) },
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof API_ROUTES;
export type ApiResponse<N extends ApiRouteName> = z.infer<(typeof API_ROUTES)[N]['response']>;

/** Methods served at a path, for the Allow header of a 405. */
export function methodsForPath(path: string): HttpMethod[] {
  return Object.values(API_ROUTES as Record<string, ApiRoute>)
    .filter((r) => r.path === path)
    .map((r) => r.method);
}
