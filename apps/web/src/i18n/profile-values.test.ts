import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPLAINT_REASONS, LOCALES, PROFILE_ATTRIBUTE_VALUES } from '@amora/contracts';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

/** Every field the profile, search and profile pages label (spec §3 attributes, place and distance). */
const PROFILE_FIELDS = [
  ...Object.keys(PROFILE_ATTRIBUTE_VALUES),
  'interests',
  'tattoos',
  'age',
  'city',
  'region',
  'country',
  'about',
  'date_of_birth',
  'place',
  'distance',
] as const;

/** The message ids the profile pages look up, derived from the contracts' constants. */
const requiredIds = [
  ...PROFILE_FIELDS.map((field) => `profileField.${field}`),
  ...Object.entries(PROFILE_ATTRIBUTE_VALUES).flatMap(([attribute, values]) =>
    values.map((value) => `profileValue.${attribute}.${value}`),
  ),
  'profileValue.tattoos.yes',
  'profileValue.tattoos.no',
  ...COMPLAINT_REASONS.map((reason) => `complaintReason.${reason}`),
];

const read = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(__dirname, `${locale}.json`), 'utf8'));

/** Every select over `gender` in a parsed message, nested ones too. */
function genderSelects(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.flatMap((el) => {
    if (el.type === TYPE.tag) return genderSelects(el.children);
    if (el.type !== TYPE.select && el.type !== TYPE.plural) return [];
    const inner = Object.values(el.options).flatMap((option) => genderSelects(option.value));
    return el.type === TYPE.select && el.value === 'gender' ? [el, ...inner] : inner;
  });
}

/** The text of a branch without arguments ("Soltera"). */
const literal = (elements: MessageFormatElement[]) =>
  elements.map((el) => (el.type === TYPE.literal ? el.value : `{${'value' in el ? el.value : ''}}`)).join('');

/** A value written in two forms, "Soltero/a", "Marié(e)", "Enke/enkemand": one form for both genders. */
const TWO_FORMS = /\p{L}\/\p{L}|\p{L}\(\p{L}+\)/u;

/** Two forms that are not the member's: Polish "z partnerem/partnerką" is the partner's gender. */
const TWO_FORMS_NOT_OF_THE_MEMBER = ['pl:profileValue.relationship_status.living_together'];

describe('profile values, field labels and complaint reasons', () => {
  it('derives the ids from the contracts', () => {
    expect(requiredIds).toEqual(
      expect.arrayContaining([
        'profileField.eye_colour',
        'profileValue.body_type.curvy',
        'complaintReason.other',
      ]),
    );
    expect(new Set(requiredIds).size).toBe(requiredIds.length);
  });

  it.each([...LOCALES])('%s translates each of them', (locale) => {
    const messages = read(locale);
    expect(requiredIds.filter((id) => !messages[id]?.trim())).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s does not leave the values in English',
    (locale) => {
      const en = read('en');
      const messages = read(locale);
      // A few words are the same in English (Single, Region, Gay); a whole catalogue copied is not.
      const copied = requiredIds.filter((id) => messages[id] === en[id]);
      expect(copied.length).toBeLessThan(requiredIds.length / 4);
    },
  );

  it.each([...LOCALES])('%s: every gendered message has a male, a female and an other form', (locale) => {
    const problems: string[] = [];
    for (const [id, message] of Object.entries(read(locale))) {
      const ast = parse(message);
      for (const select of genderSelects(ast)) {
        if (select.type !== TYPE.select) continue;
        const branches = Object.keys(select.options).sort();
        if (branches.join() !== 'female,male,other') problems.push(`${id}: ${branches}`);
        // the slash form is for where no gender is known, the two genders have their own word
        for (const gender of ['male', 'female'] as const) {
          const text = select.options[gender] ? literal(select.options[gender].value) : '';
          if (!text.trim() || TWO_FORMS.test(text)) problems.push(`${id}: ${gender} "${text}"`);
        }
        if (literal(select.options.male?.value ?? []) === literal(select.options.female?.value ?? [])) {
          problems.push(`${id}: the same for both genders`);
        }
      }
      // the values call sites pass the gender to: a select over it must be the whole message
      if (id.startsWith('profileValue.') && genderSelects(ast).length > 0 && ast.length !== 1) {
        problems.push(`${id}: text around the gender select`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each([...LOCALES])('%s: a value in two forms is one select over the gender', (locale) => {
    // "Soltero/a" to everyone where "Soltera" or "Soltero" is known
    const twoForms = Object.entries(read(locale))
      .filter(([id]) => id.startsWith('profileValue.'))
      .filter(([id]) => !TWO_FORMS_NOT_OF_THE_MEMBER.includes(`${locale}:${id}`))
      .filter(([, message]) => genderSelects(parse(message)).length === 0 && TWO_FORMS.test(message))
      .map(([id, message]) => `${id}: ${message}`);
    expect(twoForms).toEqual([]);
  });
});
