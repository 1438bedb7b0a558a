import type { ProfileDetail } from '@amora/contracts';
import { screen, within } from '@testing-library/react';
import { installFetch, renderApp } from '../../../test-utils/render-app';
import { detail, english, member, resetBrowserState } from '../members-test-fixtures';

beforeEach(resetBrowserState);

/** The attribute tiles of profile 42 in `language`, as "label: value". */
async function attributesIn(language: 'es' | 'pl' | 'fr', profile: ProfileDetail) {
  installFetch({
    'GET /api/user.php': { body: { user: { ...member, language } } },
    'GET /api/profile.php': { body: { profile } },
  });
  renderApp('/members/42', { ...english, languages: ['en', language] });
  const attributes = await screen.findByTestId('profile-attributes');
  return [...attributes.querySelectorAll('dd')].map((value) => value.textContent);
}

describe('profile details', () => {
  it('lets a two-form value ("Singiel/singielka") wrap after its slash, not inside a word', async () => {
    installFetch({
      'GET /api/user.php': { body: { user: { ...member, language: 'pl' } } },
      // without the gender (a tenant that hides it) the value keeps both forms
      'GET /api/profile.php': {
        body: { profile: detail({ gender: undefined, relationship_status: 'single' }) },
      },
    });
    renderApp('/members/42', { ...english, languages: ['en', 'pl'] });
    const attributes = await screen.findByTestId('profile-attributes');
    const value = within(attributes).getByText((text) => text.startsWith('Singiel/'));
    expect(value.textContent).toBe('Singiel/\u200bsingielka');
  });

  it('says "Soltera" and "Calva" of a woman in Spanish', async () => {
    const woman = detail({ gender: 'female', relationship_status: 'single', hair: 'bald' });
    expect(await attributesIn('es', woman)).toEqual(['Mujer', 'Soltera', 'Calva']);
  });

  it('says "Soltero" and "Calvo" of a man in Spanish', async () => {
    const man = detail({ gender: 'male', relationship_status: 'single', hair: 'bald' });
    expect(await attributesIn('es', man)).toEqual(['Hombre', 'Soltero', 'Calvo']);
  });

  it('says "Żonaty" of a man in Polish, the body type agreeing with its label', async () => {
    // "Szczupła" agrees with "Budowa ciała", not with the man
    const man = detail({ gender: 'male', relationship_status: 'married', body_type: 'slim', hair: 'red' });
    expect(await attributesIn('pl', man)).toEqual(['Mężczyzna', 'Żonaty', 'Rude', 'Szczupła']);
  });

  it('says "Mariée" and "Bisexuelle" of a woman in French', async () => {
    const woman = detail({ gender: 'female', sexuality: 'bi', relationship_status: 'married' });
    expect(await attributesIn('fr', woman)).toEqual(['Femme', 'Bisexuelle', 'Mariée', 'Roux']);
  });
});
