import {
  type AdminPhotoReview,
  adminPhotoReviewAnswerSchema,
  adminPhotoReviewSchema,
  adminPhotoReviewsAnswerSchema,
} from '@amora/contracts';
import { api, withQuery } from '../../lib/api-client';

const QUEUE_PATH = '/api/admin/photo-reviews.php';
const DECISION_PATH = '/api/admin/photo-review.php';

/** Waiting photos, oldest first: of one tenant, or (null) of all the staff member's. */
export function listPendingPhotos(tenantId: number | null, cursor?: string) {
  return api.get(
    withQuery(QUEUE_PATH, { tenant_id: tenantId ?? undefined, cursor }),
    adminPhotoReviewsAnswerSchema,
  );
}

export function decidePhoto(body: AdminPhotoReview) {
  return api.post(DECISION_PATH, adminPhotoReviewSchema.parse(body), adminPhotoReviewAnswerSchema);
}
