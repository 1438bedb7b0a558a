import { Route, Routes, useParams } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page';
import { useDocumentTitle } from '../../app/use-document-title';
import { MEMBER_TABS, MemberPage, type MemberTab } from './member-page';
import { MembersSearch } from './members-search';

/** Support's member lookup: the search at /members, one member at /members/:id and /members/:id/:tab. */
export function MembersArea() {
  useDocumentTitle('nav.members');
  return (
    <Routes>
      <Route index element={<MembersSearch />} />
      <Route path=":id" element={<MemberRoute />} />
      <Route path=":id/:tab" element={<MemberRoute />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function MemberRoute() {
  const params = useParams();
  const id = Number(params.id);
  const tab = (params.tab ?? 'profile') as MemberTab;
  if (!Number.isInteger(id) || id <= 0 || !MEMBER_TABS.includes(tab)) return <NotFoundPage />;
  // keyed: another member starts with fresh lists and dialogs
  return <MemberPage key={id} id={id} tab={tab} />;
}
