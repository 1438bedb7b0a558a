import { Route, Routes, useParams } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page';
import { useDocumentTitle } from '../../app/use-document-title';
import { ComplaintPage } from './complaint-page';
import { ComplaintsQueue } from './complaints-queue';

/** The complaints area: the queue at /complaints, one complaint at /complaints/:id. */
export function ComplaintsArea() {
  useDocumentTitle('nav.complaints');
  return (
    <Routes>
      <Route index element={<ComplaintsQueue />} />
      <Route path=":id" element={<ComplaintRoute />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function ComplaintRoute() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  // keyed: another complaint starts with fresh forms and a fresh action key
  return <ComplaintPage key={id} id={id} />;
}
