import type { INTEREST_KEYS } from '@amora/contracts';
import type { Faker } from '@faker-js/faker';

type Interest = (typeof INTEREST_KEYS)[number];
export type AboutLanguage = 'nl' | 'de' | 'en';
/** Whom the profile is looking for: follows gender and sexuality. */
export type Seeking = 'male' | 'female' | 'anyone';

interface Phrases {
  openers: string[];
  /** A sentence naming two or three interests: {list}. */
  interestLists: string[];
  and: string;
  interests: Record<Interest, { noun: string; sentence: string }>;
  traits: string[];
  /** {partner} is one of `partners` for whom the profile is looking. */
  lookingFor: string[];
  partners: Record<Seeking, string[]>;
  closers: string[];
}

const NL: Phrases = {
  openers: [
    'Hoi! Ik woon in {city} en ben klaar voor iets nieuws.',
    'Hallo daar, leuk dat je mijn profiel bekijkt.',
    'Nieuw hier, dus even kort iets over mezelf.',
    'Ik woon met veel plezier in {city} en heb een zwak voor goede koffie.',
    'Na een drukke werkweek geniet ik van de kleine dingen.',
    'Spontaan, nuchter en altijd in voor een goed gesprek.',
  ],
  interestLists: [
    'Ik hou van {list}.',
    'In mijn vrije tijd draait het om {list}.',
    'Mijn favorieten: {list}.',
  ],
  and: 'en',
  interests: {
    travel: { noun: 'reizen', sentence: 'Mijn koffer staat eigenlijk altijd half ingepakt klaar.' },
    cooking: { noun: 'koken', sentence: 'Ik kook graag voor vrienden, het liefst iets Italiaans.' },
    music: { noun: 'muziek', sentence: 'Zonder muziek begint mijn dag niet.' },
    movies: { noun: 'films', sentence: 'Een goede film met popcorn op de bank, heerlijk.' },
    sports: { noun: 'sport', sentence: 'Op zondag sta ik langs het veld of speel ik zelf.' },
    fitness: { noun: 'fitness', sentence: 'Een paar keer per week ga ik naar de sportschool.' },
    reading: { noun: 'lezen', sentence: 'Er ligt altijd een boek op mijn nachtkastje.' },
    art: { noun: 'kunst', sentence: 'Ik kan uren door een museum dwalen.' },
    nature: { noun: 'de natuur', sentence: 'Een lange wandeling in de duinen maakt mijn hoofd leeg.' },
    dancing: { noun: 'dansen', sentence: 'Op een feestje vind je mij op de dansvloer.' },
    photography: { noun: 'fotografie', sentence: 'Mijn camera gaat bijna overal mee naartoe.' },
    gaming: { noun: 'gamen', sentence: 'Af en toe een avondje gamen vind ik echt ontspannen.' },
    animals: { noun: 'dieren', sentence: 'Mijn hond is mijn beste maatje, dus hou je van dieren?' },
    wine: { noun: 'wijn', sentence: 'Een goed glas wijn op een terrasje, daar word ik blij van.' },
    fashion: { noun: 'mode', sentence: 'Ik struin graag door leuke winkeltjes.' },
    cars: { noun: "auto's", sentence: 'Ik sleutel graag aan mijn oude auto.' },
    beach: { noun: 'het strand', sentence: 'Zomers vind je mij aan het strand.' },
    concerts: { noun: 'concerten', sentence: 'Ik mis geen enkel festival als het even kan.' },
    yoga: { noun: 'yoga', sentence: 'Yoga houdt me rustig en soepel.' },
    gardening: { noun: 'tuinieren', sentence: 'In mijn tuin groeien de lekkerste tomaten.' },
  },
  traits: [
    'Vrienden noemen mij eerlijk, zorgzaam en een tikje eigenwijs.',
    'Ik lach veel en neem mezelf niet te serieus.',
    'Ik ben loyaal en hou van duidelijkheid.',
    'Humor is voor mij het allerbelangrijkste.',
  ],
  lookingFor: [
    'Ik zoek {partner} om samen leuke dingen mee te doen.',
    'Ik hoop {partner} te ontmoeten die net zo positief in het leven staat als ik.',
  ],
  partners: {
    male: ['een leuke man', 'een man met humor', 'een eerlijke man'],
    female: ['een leuke vrouw', 'een vrouw met humor', 'een spontane vrouw'],
    anyone: ['iemand met een goed hart', 'iemand met humor'],
  },
  closers: ['Stuur gerust een berichtje!', 'Durf jij de eerste stap te zetten?', 'Tot snel misschien?'],
};

const DE: Phrases = {
  openers: [
    'Hallo! Ich wohne in {city} und bin bereit für etwas Neues.',
    'Schön, dass du auf mein Profil schaust.',
    'Neu hier, deshalb kurz ein paar Worte über mich.',
    'Nach einer vollen Woche genieße ich die kleinen Dinge.',
    'Bodenständig, herzlich und immer für ein gutes Gespräch zu haben.',
    'Das Leben ist zu kurz für langweilige Abende.',
  ],
  interestLists: [
    'Ich mag {list}.',
    'In meiner Freizeit dreht sich viel um {list}.',
    'Was mir Freude macht: {list}.',
  ],
  and: 'und',
  interests: {
    travel: { noun: 'Reisen', sentence: 'Mein Koffer ist eigentlich immer halb gepackt.' },
    cooking: { noun: 'Kochen', sentence: 'Ich koche gern für Freunde, am liebsten italienisch.' },
    music: { noun: 'Musik', sentence: 'Ohne Musik fängt mein Tag nicht an.' },
    movies: { noun: 'Filme', sentence: 'Ein guter Film auf dem Sofa ist für mich der perfekte Abend.' },
    sports: { noun: 'Sport', sentence: 'Am Wochenende stehe ich selbst auf dem Platz.' },
    fitness: { noun: 'Fitness', sentence: 'Ein paar Mal pro Woche geht es ins Studio.' },
    reading: { noun: 'Lesen', sentence: 'Auf meinem Nachttisch liegt immer ein Buch.' },
    art: { noun: 'Kunst', sentence: 'Im Museum vergesse ich die Zeit.' },
    nature: { noun: 'die Natur', sentence: 'Eine lange Wanderung macht mir den Kopf frei.' },
    dancing: { noun: 'Tanzen', sentence: 'Auf jeder Feier findest du mich auf der Tanzfläche.' },
    photography: { noun: 'Fotografie', sentence: 'Meine Kamera ist fast immer dabei.' },
    gaming: { noun: 'Videospiele', sentence: 'Ab und zu ein Spieleabend entspannt mich total.' },
    animals: { noun: 'Tiere', sentence: 'Mein Hund ist mein bester Freund, magst du Tiere?' },
    wine: { noun: 'Wein', sentence: 'Ein gutes Glas Wein in netter Gesellschaft, mehr brauche ich nicht.' },
    fashion: { noun: 'Mode', sentence: 'Ich stöbere gern in kleinen Läden.' },
    cars: { noun: 'Autos', sentence: 'Ich schraube gern an meinem alten Auto.' },
    beach: { noun: 'Strandtage', sentence: 'Im Sommer zieht es mich ans Meer.' },
    concerts: { noun: 'Konzerte', sentence: 'Kein Sommer ohne mindestens ein Festival.' },
    yoga: { noun: 'Yoga', sentence: 'Yoga hält mich ruhig und beweglich.' },
    gardening: { noun: 'Gartenarbeit', sentence: 'In meinem Garten wachsen die besten Tomaten.' },
  },
  traits: [
    'Freunde beschreiben mich als ehrlich, herzlich und ein bisschen stur.',
    'Ich lache viel und nehme mich selbst nicht zu ernst.',
    'Treue und Ehrlichkeit sind mir wichtig.',
    'Humor ist für mich das Wichtigste.',
  ],
  lookingFor: [
    'Ich suche {partner} für schöne gemeinsame Momente.',
    'Ich wünsche mir {partner} an meiner Seite.',
  ],
  partners: {
    male: ['einen humorvollen Mann', 'einen ehrlichen Mann', 'einen Mann mit Herz'],
    female: ['eine humorvolle Frau', 'eine ehrliche Frau', 'eine Frau mit Herz'],
    anyone: ['jemanden mit Herz', 'jemanden mit Humor'],
  },
  closers: ['Schreib mir einfach!', 'Traust du dich, den ersten Schritt zu machen?', 'Bis bald vielleicht?'],
};

const EN: Phrases = {
  openers: [
    'Hi! I live in {city} and I am ready for something new.',
    'Hello there, thanks for stopping by my profile.',
    'New here, so a few words about me.',
    'After a busy week I love to enjoy the little things.',
    'Down to earth, easy-going and always up for a good chat.',
    'Life is too short for boring evenings.',
  ],
  interestLists: [
    'I love {list}.',
    'My free time is all about {list}.',
    'A few of my favourite things: {list}.',
  ],
  and: 'and',
  interests: {
    travel: { noun: 'travelling', sentence: 'My suitcase is always half packed.' },
    cooking: { noun: 'cooking', sentence: 'I love cooking for friends, Italian if I get to choose.' },
    music: { noun: 'music', sentence: 'My day does not start without music.' },
    movies: { noun: 'films', sentence: 'A good film on the sofa is my idea of a perfect night in.' },
    sports: { noun: 'sport', sentence: 'Weekends mean football, watching or playing.' },
    fitness: { noun: 'the gym', sentence: 'I work out a few times a week.' },
    reading: { noun: 'reading', sentence: 'There is always a book on my bedside table.' },
    art: { noun: 'art', sentence: 'I can lose hours in a gallery.' },
    nature: { noun: 'the outdoors', sentence: 'A long walk in the countryside clears my head.' },
    dancing: { noun: 'dancing', sentence: 'At a party you will find me on the dance floor.' },
    photography: { noun: 'photography', sentence: 'My camera comes with me almost everywhere.' },
    gaming: { noun: 'gaming', sentence: 'A gaming night now and then is my way to unwind.' },
    animals: { noun: 'animals', sentence: 'My dog is my best mate, so I hope you like animals.' },
    wine: { noun: 'good wine', sentence: 'A glass of wine with good company makes me happy.' },
    fashion: { noun: 'fashion', sentence: 'I love browsing little shops.' },
    cars: { noun: 'cars', sentence: 'I enjoy tinkering with my old car.' },
    beach: { noun: 'the beach', sentence: 'In summer you will find me by the sea.' },
    concerts: { noun: 'live music', sentence: 'No summer without at least one festival.' },
    yoga: { noun: 'yoga', sentence: 'Yoga keeps me calm and flexible.' },
    gardening: { noun: 'gardening', sentence: 'My garden grows the best tomatoes in town.' },
  },
  traits: [
    'Friends say I am honest, caring and a little stubborn.',
    'I laugh a lot and do not take myself too seriously.',
    'Loyalty and honesty matter to me.',
    'A good sense of humour is everything to me.',
  ],
  lookingFor: [
    'I am looking for {partner} to share good times with.',
    'I would love to meet {partner} who is as positive about life as I am.',
  ],
  partners: {
    male: ['a kind man', 'a man with a sense of humour', 'an honest man'],
    female: ['a kind woman', 'a woman with a sense of humour', 'an honest woman'],
    anyone: ['someone with a big heart', 'someone with a good sense of humour'],
  },
  closers: ['Feel free to send me a message!', 'Dare to make the first move?', 'Speak soon, maybe?'],
};

const PHRASES: Record<AboutLanguage, Phrases> = { nl: NL, de: DE, en: EN };

/** "a, b and c" in the language. */
function listOf(words: string[], and: string): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} ${and} ${words.at(-1)}`;
}

/** A short "about me" that reads like a member wrote it: 3–5 sentences from the language's phrases. */
export function aboutText(
  faker: Faker,
  language: AboutLanguage,
  profile: { city: string; interests: readonly Interest[]; seeking: Seeking },
): string {
  const p = PHRASES[language];
  const named = profile.interests.slice(0, 3).map((key) => p.interests[key].noun);
  const sentences = [
    faker.helpers.arrayElement(p.openers),
    faker.helpers.arrayElement(p.interestLists).replace('{list}', listOf(named, p.and)),
    p.interests[faker.helpers.arrayElement(profile.interests)].sentence,
  ];
  if (faker.datatype.boolean()) sentences.push(faker.helpers.arrayElement(p.traits));
  const partner = faker.helpers.arrayElement(p.partners[profile.seeking]);
  sentences.push(faker.helpers.arrayElement(p.lookingFor).replace('{partner}', partner));
  if (faker.datatype.boolean({ probability: 0.6 })) sentences.push(faker.helpers.arrayElement(p.closers));
  return sentences.join(' ').replaceAll('{city}', profile.city);
}
