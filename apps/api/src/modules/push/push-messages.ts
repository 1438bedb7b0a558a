import type { Locale } from '@amora/contracts';

export type PushKind = 'message' | 'like' | 'match';

interface Texts {
  message: string;
  like: string;
  likeBody: string;
  match: string;
  matchBody: string;
}

/**
 * The notifications' words in each interface language; `{name}` is the other profile's name. A new
 * message's body is the message itself.
 */
const TEXTS: Record<Locale, Texts> = {
  da: {
    message: 'Ny besked fra {name}',
    like: '{name} kan lide dig',
    likeBody: 'Tag et kig på profilen',
    match: 'Det er et match med {name}!',
    matchBody: 'Sig hej nu',
  },
  de: {
    message: 'Neue Nachricht von {name}',
    like: '{name} mag dich',
    likeBody: 'Schau dir das Profil an',
    match: "It's a Match mit {name}!",
    matchBody: 'Sag jetzt Hallo',
  },
  en: {
    message: 'New message from {name}',
    like: '{name} likes you',
    likeBody: 'Take a look at their profile',
    match: "It's a match with {name}!",
    matchBody: 'Say hello now',
  },
  es: {
    message: 'Nuevo mensaje de {name}',
    like: 'Le gustas a {name}',
    likeBody: 'Echa un vistazo a su perfil',
    match: '¡Es un match con {name}!',
    matchBody: 'Salúdale ahora',
  },
  fi: {
    message: 'Uusi viesti käyttäjältä {name}',
    like: '{name} tykkää sinusta',
    likeBody: 'Katso profiili',
    match: 'Match käyttäjän {name} kanssa!',
    matchBody: 'Sano hei nyt',
  },
  fr: {
    message: 'Nouveau message de {name}',
    like: 'Tu plais à {name}',
    likeBody: 'Jette un œil à son profil',
    match: "C'est un match avec {name} !",
    matchBody: 'Dis-lui bonjour',
  },
  it: {
    message: 'Nuovo messaggio da {name}',
    like: 'Piaci a {name}',
    likeBody: 'Dai un’occhiata al suo profilo',
    match: 'È un match con {name}!',
    matchBody: 'Rompi il ghiaccio ora',
  },
  nb: {
    message: 'Ny melding fra {name}',
    like: '{name} liker deg',
    likeBody: 'Ta en titt på profilen',
    match: 'Det er en match med {name}!',
    matchBody: 'Si hei nå',
  },
  nl: {
    message: 'Nieuw bericht van {name}',
    like: '{name} vindt je leuk',
    likeBody: 'Bekijk het profiel',
    match: 'Het is een match met {name}!',
    matchBody: 'Zeg nu hallo',
  },
  pl: {
    message: 'Nowa wiadomość od {name}',
    like: '{name} lubi Cię',
    likeBody: 'Zobacz profil',
    match: '{name} i Ty – to match!',
    matchBody: 'Przywitaj się teraz',
  },
  sv: {
    message: 'Nytt meddelande från {name}',
    like: '{name} gillar dig',
    likeBody: 'Ta en titt på profilen',
    match: 'Det är en match med {name}!',
    matchBody: 'Säg hej nu',
  },
};

/** A notification's title and body in `locale`. */
export function pushTexts(
  locale: Locale,
  kind: PushKind,
  name: string,
  messageText: string,
): { title: string; body: string } {
  const texts = TEXTS[locale] ?? TEXTS.en;
  const fill = (template: string) => template.replace('{name}', name);
  if (kind === 'message') return { title: fill(texts.message), body: messageText };
  if (kind === 'like') return { title: fill(texts.like), body: texts.likeBody };
  return { title: fill(texts.match), body: texts.matchBody };
}
