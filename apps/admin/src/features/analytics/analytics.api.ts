import { type AnalyticsQuery, analyticsAnswerSchema } from '@amora/contracts';
import { api, withQuery } from '../../lib/api-client';

const ANALYTICS_PATH = '/api/admin/analytics.php';
const EXPORT_PATH = '/api/admin/analytics-export.php';

export function loadAnalytics(query: AnalyticsQuery) {
  return api.get(withQuery(ANALYTICS_PATH, { ...query }), analyticsAnswerSchema);
}

/** The same numbers as CSV: a plain link, the staff cookie goes with it. */
export function analyticsExportUrl(query: AnalyticsQuery): string {
  return withQuery(EXPORT_PATH, { ...query });
}
