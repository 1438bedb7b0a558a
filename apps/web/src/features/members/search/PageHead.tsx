import type { SearchAnswer } from '@amora/contracts';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Count, Head, Title } from './search-styles';

/** The title with the number of results ("1,000+" when the API stopped counting); `answer` is page 1. */
export function PageHead({ answer, children }: { answer: SearchAnswer | undefined; children?: ReactNode }) {
  return (
    <Head>
      <Title>
        <FormattedMessage id="page.members.title" />
      </Title>
      {children}
      <Count aria-live="polite" data-testid="search-count">
        {answer && answer.profiles.length > 0 && <ResultCount answer={answer} />}
      </Count>
    </Head>
  );
}

/**
 * Similar results count the exact matches apart ("4 exact matches · 70 similar profiles"), so the title
 * agrees with the "Matches your search" heading below it. The exact matches are counted on page 1.
 */
function ResultCount({ answer }: { answer: SearchAnswer }) {
  if (answer.similar) {
    const exact = answer.exactMatches;
    const id = answer.numResultsCapped ? 'members.countWithSimilarCapped' : 'members.countWithSimilar';
    const similar = answer.numResultsCapped ? answer.numResults : Math.max(answer.numResults - exact, 0);
    return <FormattedMessage id={id} values={{ exact, similar }} />;
  }
  const id = answer.numResultsCapped ? 'members.countCapped' : 'members.count';
  return <FormattedMessage id={id} values={{ count: answer.numResults }} />;
}
