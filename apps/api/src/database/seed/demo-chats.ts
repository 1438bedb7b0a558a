/** Who writes a line of a demo conversation: the demo member or the profile they chat with. */
export type Speaker = 'demo' | 'them';

export interface ChatLine {
  from: Speaker;
  minutesAgo: number;
  /** A gift's slug: the line is that gift, without words. */
  gift?: string;
}

export type ChatLanguage = 'nl' | 'de' | 'en';

/**
 * A demo conversation: who wrote when, and the words per demo language (`null` for a gift), given the
 * names of the demo member's partner.
 */
export interface DemoChat {
  lines: ChatLine[];
  texts: Record<ChatLanguage, (them: string) => (string | null)[]>;
}

/** A match who wrote first; her last two messages are unread. */
export const MATCH_CHAT: DemoChat = {
  lines: [
    { from: 'them', minutesAgo: 180 },
    { from: 'demo', minutesAgo: 172 },
    { from: 'them', minutesAgo: 26 },
    { from: 'them', minutesAgo: 25 },
  ],
  texts: {
    nl: (them) => [
      'Hoi! Leuk dat we een match hebben 😊 Hoe is je dag?',
      `Hoi ${them}! Prima, net terug van een rondje fietsen. En die van jou?`,
      'Druk op m’n werk, maar nu lekker op de bank met een kop thee.',
      'Ik zag dat je van koken houdt. Wat is je specialiteit?',
    ],
    de: (them) => [
      'Hallo! Schön, dass wir ein Match haben 😊 Wie war dein Tag?',
      `Hallo ${them}! Gut, ich bin gerade von einer Radtour zurück. Und deiner?`,
      'Viel los bei der Arbeit, aber jetzt sitze ich gemütlich mit einem Tee auf dem Sofa.',
      'Ich habe gesehen, dass du gern kochst. Was ist deine Spezialität?',
    ],
    en: (them) => [
      'Hi! So nice that we matched 😊 How’s your day going?',
      `Hi ${them}! Good, just got back from a bike ride. How about yours?`,
      'Busy at work, but now I’m curled up on the sofa with a cup of tea.',
      'I saw you love cooking. What’s your signature dish?',
    ],
  },
};

/**
 * The demo member wrote to an operator-run profile, got two answers (the demo moderator's, when the demo
 * staff are seeded), and his last two wait for the next.
 */
export const FICTIONAL_CHAT: DemoChat = {
  lines: [
    { from: 'demo', minutesAgo: 2 * 24 * 60 },
    { from: 'them', minutesAgo: 2 * 24 * 60 - 75 },
    { from: 'demo', minutesAgo: 24 * 60 },
    { from: 'them', minutesAgo: 24 * 60 - 30 },
    { from: 'demo', minutesAgo: 42 },
    { from: 'demo', minutesAgo: 40 },
  ],
  texts: {
    nl: (them) => [
      `Hoi ${them}, je profiel maakte me nieuwsgierig. Reis je graag?`,
      'Hoi! Ja, heel graag. Vorig jaar was ik in Portugal, echt genieten. En jij?',
      'Portugal staat nog op mijn lijstje! Ik was deze zomer in Italië.',
      'Italië, heerlijk! Waar ben je geweest? Florence wil ik altijd al eens zien.',
      'In Florence, en een paar dagen fietsen door de heuvels van Toscane.',
      'Wat zou jouw droomreis zijn?',
    ],
    de: (them) => [
      `Hallo ${them}, dein Profil hat mich neugierig gemacht. Reist du gern?`,
      'Hallo! Ja, sehr gern. Letztes Jahr war ich in Portugal, einfach herrlich. Und du?',
      'Portugal steht noch auf meiner Liste! Ich war diesen Sommer in Italien.',
      'Italien, wie schön! Wo warst du? Florenz wollte ich schon immer mal sehen.',
      'In Florenz, und ein paar Tage mit dem Rad durch die Hügel der Toskana.',
      'Was wäre deine Traumreise?',
    ],
    en: (them) => [
      `Hi ${them}, your profile made me curious. Do you like travelling?`,
      'Hi! Yes, I love it. I was in Portugal last year, it was wonderful. And you?',
      'Portugal is still on my list! I was in Italy this summer.',
      'Italy, lovely! Where did you go? I’ve always wanted to see Florence.',
      'Florence, and a few days cycling through the hills of Tuscany.',
      'What would your dream trip be?',
    ],
  },
};

/** Someone wrote to the demo member; he answered with a rose, and her thanks are unread. */
export const GIFT_CHAT: DemoChat = {
  lines: [
    { from: 'them', minutesAgo: 26 * 60 },
    { from: 'demo', minutesAgo: 23 * 60 },
    { from: 'demo', minutesAgo: 23 * 60 - 1, gift: 'rose' },
    { from: 'them', minutesAgo: 5 * 60 },
  ],
  texts: {
    nl: () => [
      'Hé! Nog geen foto’s, maar je profieltekst is leuk 😄 Kook je echt zo graag?',
      'Haha, dank je! Ja, koken is mijn manier om te ontspannen. Hier alvast iets moois voor jou:',
      null,
      'Wat lief van je, dank je wel! 🥰',
    ],
    de: () => [
      'Hey! Noch keine Fotos, aber dein Profiltext gefällt mir 😄 Kochst du wirklich so gern?',
      'Haha, danke! Ja, beim Kochen kann ich am besten abschalten. Hier schon mal etwas Schönes für dich:',
      null,
      'Wie süß von dir, vielen Dank! 🥰',
    ],
    en: () => [
      'Hey! No photos yet, but I like your profile text 😄 Do you really love cooking that much?',
      'Haha, thank you! Yes, cooking is how I unwind. Here’s something nice for you:',
      null,
      'That’s so sweet of you, thank you! 🥰',
    ],
  },
};
