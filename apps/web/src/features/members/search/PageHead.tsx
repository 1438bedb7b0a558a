import type { SearchAnswer } from '@amora/contracts';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Count, Head, Title } from './search-styles';

/** The title with the number of results ("1,000+" when the API stopped counting). */
export function PageHead({ answer, children }: { answer: SearchAnswer | undefined; children?: ReactNode }) {
  return (
    <Head>
      <div>
        <Title>
          <FormattedMessage id="page.members.title" />
        </Title>
        <Count aria-live="polite" data-testid="search-count">
          {answer && answer.profiles.length > 0 && <ResultCount answer={answer} />}
        </Count>
      </div>
      {children}
    </Head>
  );
}

function ResultCount({ answer }: { answer: SearchAnswer }) {
  const id = answer.numResultsCapped ? 'members.countCapped' : 'members.count';
  return <FormattedMessage id={id} values={{ count: answer.numResults }} />;
}
