import { Route, Routes, useParams } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page';
import { useDocumentTitle } from '../../app/use-document-title';
import { ProfileEditor } from './profile-editor';
import { ProfilesList } from './profiles-list';
import { StaffMessagesPage } from './staff-messages-page';

/** Fictional profiles: the list at /profiles, the staff-message trail at /profiles/messages, one profile at /profiles/:id. */
export function ProfilesArea() {
  useDocumentTitle('nav.profiles');
  return (
    <Routes>
      <Route index element={<ProfilesList />} />
      <Route path="messages" element={<StaffMessagesPage />} />
      <Route path=":id" element={<ProfileRoute />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function ProfileRoute() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  // keyed: another profile starts with a fresh form
  return <ProfileEditor key={id} id={id} />;
}
