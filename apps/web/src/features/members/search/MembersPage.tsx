import { useSession } from '../../../app/providers/SessionContext';
import { MemberSearch } from './MemberSearch';
import { PageHead } from './PageHead';
import { GridSkeleton } from './ResultsGrid';
import { SearchPage } from './search-styles';

/** /members: the search (spec §2), once it is known who is searching. */
export function MembersPage() {
  const session = useSession();
  if (session.status === 'loading')
    return (
      <SearchPage>
        <PageHead answer={undefined} />
        <GridSkeleton />
      </SearchPage>
    );
  return <MemberSearch viewer={session.status === 'logged-in' ? session.user : null} />;
}
