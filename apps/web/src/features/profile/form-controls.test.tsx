import { ThemeProvider } from '@amora/ui';
import { render, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import es from '../../i18n/es.json';
import { AttributeSelect } from './form-controls';

/** The options of the relationship status select, in Spanish, for a member of `gender`. */
function statusOptions(gender?: string) {
  const { container } = render(
    <ThemeProvider withGlobalStyle={false}>
      <IntlProvider locale="es" messages={es}>
        <AttributeSelect attribute="relationship_status" value="" gender={gender} onChange={() => {}} />
      </IntlProvider>
    </ThemeProvider>,
  );
  return [...within(container).getByTestId('profile-relationship_status').querySelectorAll('option')]
    .slice(1)
    .map((option) => option.textContent);
}

describe('AttributeSelect', () => {
  it("offers the values in the member's own gender", () => {
    expect(statusOptions('female')).toEqual([
      'Soltera',
      'Casada',
      'Divorciada',
      'Viuda',
      'Viviendo en pareja',
      'No casada',
    ]);
  });

  it('offers the masculine forms to a man', () => {
    expect(statusOptions('male')).toContain('Soltero');
  });

  it('offers both forms while the gender is not known', () => {
    expect(statusOptions(undefined)).toContain('Soltero/a');
    expect(statusOptions('')).toContain('Soltero/a');
  });
});
