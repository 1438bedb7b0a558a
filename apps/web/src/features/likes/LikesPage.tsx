import { ComingSoonPage } from '../coming-soon/ComingSoonPage';

/** Placeholder until this page is built (issue 10). */
export function LikesPage() {
  return <ComingSoonPage />;
}
