import type { Bundle, BundlesAnswer } from '@amora/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { BundleGridSkeleton } from '../credits/BundleGrid';
import { useBundles } from '../credits/credits-api';
import { SectionTitle } from '../credits/credits-styles';
import { useChooseBundle } from '../credits/use-choose-bundle';
import { ErrorAlert } from '../error/ErrorAlert';
import { Muted, Section, SectionHead } from './premium-styles';

/** "Prices for the Netherlands": the country the answer priced the bundles for. */
function CountryLine({ answer }: { answer: BundlesAnswer }) {
  const intl = useIntl();
  let country = answer.country;
  try {
    country = new Intl.DisplayNames([intl.locale], { type: 'region' }).of(answer.country) ?? answer.country;
  } catch {
    // an engine without DisplayNames shows the code
  }
  return (
    <Muted data-testid="bundles-country">
      <FormattedMessage id="pricing.country" values={{ country, credits: answer.message_credits }} />
    </Muted>
  );
}

/** The bundles of the visitor's country (GET bundles.php), shown by `render` as cards or as a table. */
export function BundlesSection({
  titleId,
  render,
}: {
  titleId: string;
  render: (answer: BundlesAnswer, onChoose: (bundle: Bundle) => void) => React.ReactNode;
}) {
  const { data, error } = useBundles(null);
  const choose = useChooseBundle(null);
  return (
    <Section aria-labelledby="bundles-title">
      <SectionHead>
        <SectionTitle id="bundles-title">
          <FormattedMessage id={titleId} />
        </SectionTitle>
        {data && <CountryLine answer={data} />}
      </SectionHead>
      {data ? (
        data.bundles.length > 0 ? (
          render(data, choose)
        ) : (
          <Muted data-testid="bundles-none">
            <FormattedMessage id="credits.empty.text" />
          </Muted>
        )
      ) : error ? (
        <ErrorAlert error={error} data-testid="bundles-error" />
      ) : (
        <BundleGridSkeleton />
      )}
    </Section>
  );
}
