import type { Localized } from '../catalog/model.js';
import { l, slugify } from './text.js';

export interface Brand {
  name: string;
  /** The brand collection's handle. */
  slug: string;
  country: Localized;
  founded: number;
  /** Warranty in years; 0 means a limited lifetime warranty. */
  warrantyYears: number;
  /** Logo colour, six hex digits. */
  colour: string;
  /** Made in the United States: products may carry the tariff surcharge. */
  usMade: boolean;
  /** One sentence about the maker, used in descriptions and the brand page. */
  about: Localized;
}

type Row = [name: string, country: [string, string], founded: number, warranty: number, colour: string, usMade: boolean, about: [string, string]];

const US: [string, string] = ['United States', 'États-Unis'];
const JP: [string, string] = ['Japan', 'Japon'];
const DE: [string, string] = ['Germany', 'Allemagne'];
const UK: [string, string] = ['United Kingdom', 'Royaume-Uni'];
const CA: [string, string] = ['Canada', 'Canada'];
const FR: [string, string] = ['France', 'France'];

const ROWS: Row[] = [
  ['Shure', US, 1925, 2, '1f3a93', true, ['the microphone maker behind the SM58, heard on stages for decades', 'le fabricant de microphones derrière le SM58, entendu sur scène depuis des décennies']],
  ['Sennheiser', DE, 1945, 2, '0b0b0b', false, ['a family-founded German audio specialist known for microphones and headphones', "un spécialiste allemand de l'audio, fondé par une famille, réputé pour ses microphones et ses casques"]],
  ['Yamaha', JP, 1887, 5, '4b1d8f', false, ['a maker of instruments and pro audio since 1887, from pianos to digital consoles', "un fabricant d'instruments et d'audio professionnel depuis 1887, des pianos aux consoles numériques"]],
  ['Roland', JP, 1972, 2, 'e4572e', false, ['the company behind the TR-808 and V-Drums electronic kits', "l'entreprise derrière la TR-808 et les batteries électroniques V-Drums"]],
  ['Pioneer DJ', JP, 1994, 1, '111827', false, ['the club-standard maker of CDJ players and DJM mixers', 'le fabricant des lecteurs CDJ et des mélangeurs DJM, la référence des clubs']],
  ['Allen & Heath', UK, 1969, 2, 'c2410c', false, ['a British console maker whose SQ and dLive mixers run countless live shows', 'un fabricant britannique de consoles dont les SQ et dLive animent d’innombrables spectacles']],
  ['QSC', US, 1968, 6, '0f766e', true, ['a Californian maker of powered loudspeakers, amplifiers and the Q-SYS platform', 'un fabricant californien d’enceintes amplifiées, d’amplificateurs et de la plateforme Q-SYS']],
  ['JBL', US, 1946, 2, 'f97316', false, ['a loudspeaker pioneer found in cinemas, studios and arenas', 'un pionnier des enceintes présent dans les cinémas, les studios et les arénas']],
  ['Audio-Technica', JP, 1962, 2, '1e3a8a', false, ['a Japanese maker of microphones, headphones and phono cartridges', 'un fabricant japonais de microphones, de casques et de cellules phono']],
  ['Neumann', DE, 1928, 3, '374151', false, ['the Berlin studio microphone and monitor specialist behind the U 87', 'le spécialiste berlinois des microphones et moniteurs de studio, créateur du U 87']],
  ['Focusrite', UK, 1985, 3, 'dc2626', false, ['the maker of the Scarlett interfaces found in home studios worldwide', 'le fabricant des interfaces Scarlett présentes dans les studios maison du monde entier']],
  ['Universal Audio', US, 1958, 1, '7f1d1d', true, ['a studio legend known for the 1176 compressor and Apollo interfaces', 'une légende du studio connue pour le compresseur 1176 et les interfaces Apollo']],
  ['Fender', US, 1946, 0, 'b91c1c', true, ['the inventor of the Telecaster, Stratocaster and Precision Bass', 'l’inventeur de la Telecaster, de la Stratocaster et de la Precision Bass']],
  ['Gibson', US, 1894, 0, '78350f', true, ['the Nashville guitar maker of the Les Paul and SG', 'le luthier de Nashville à l’origine des Les Paul et SG']],
  ['Korg', JP, 1962, 1, '1f2937', false, ['a Japanese synthesizer and tuner maker since the 1960s', 'un fabricant japonais de synthétiseurs et d’accordeurs depuis les années 1960']],
  ['Nord', ['Sweden', 'Suède'], 1983, 2, 'c81e1e', false, ['the Swedish maker of the red stage keyboards', 'le fabricant suédois des claviers de scène rouges']],
  ['Native Instruments', DE, 1996, 2, '111111', false, ['the Berlin company behind Komplete, Kontakt and Traktor', 'l’entreprise berlinoise derrière Komplete, Kontakt et Traktor']],
  ['Chauvet DJ', US, 1990, 2, '0e7490', false, ['a lighting maker whose fixtures light clubs, bands and mobile DJs', 'un fabricant d’éclairage dont les projecteurs éclairent clubs, groupes et DJ mobiles']],
  ['Martin', ['Denmark', 'Danemark'], 1987, 2, '991b1b', false, ['a Danish pioneer of moving-head lighting for touring and theatre', 'un pionnier danois des têtes mobiles pour la tournée et le théâtre']],
  ['Blackmagic Design', ['Australia', 'Australie'], 2001, 1, 'f59e0b', false, ['the Australian maker of ATEM switchers and cinema cameras', 'le fabricant australien des mélangeurs ATEM et des caméras cinéma']],
  ['Genelec', ['Finland', 'Finlande'], 1978, 5, '27272a', false, ['the Finnish active monitor specialist with the die-cast enclosures', 'le spécialiste finlandais des moniteurs actifs à coffret en aluminium moulé']],
  ['Zildjian', US, 1623, 2, 'a16207', true, ['the oldest cymbal maker in the world, founded in Constantinople in 1623', 'le plus ancien fabricant de cymbales au monde, fondé à Constantinople en 1623']],
  ['Pearl', JP, 1946, 5, '1e40af', false, ['a drum maker whose Export kit taught a generation to play', 'un fabricant de batteries dont la Export a formé une génération de batteurs']],
  ['Bose', US, 1964, 5, '18181b', false, ['the maker of the L1 portable line arrays and installed loudspeakers', 'le fabricant des colonnes portables L1 et d’enceintes d’installation']],
  ['Marantz', JP, 1953, 3, '854d0e', false, ['a hi-fi name known for warm-sounding amplifiers and receivers', 'un nom de la haute fidélité connu pour ses amplificateurs et récepteurs au son chaleureux']],
  ['Denon DJ', JP, 1910, 1, '0f172a', false, ['the maker of the Prime standalone DJ systems', 'le fabricant des systèmes DJ autonomes Prime']],
  ['Rode', ['Australia', 'Australie'], 1967, 10, '111827', false, ['an Australian microphone maker popular with podcasters and filmmakers', 'un fabricant australien de microphones prisé des balados et des cinéastes']],
  ['Behringer', DE, 1989, 3, '1d4ed8', false, ['a maker of affordable mixers, synthesizers and processors', 'un fabricant de mélangeurs, de synthétiseurs et de processeurs abordables']],
  ['Mackie', US, 1988, 2, '15803d', false, ['the Seattle-born maker of rugged mixers and loudspeakers', 'le fabricant né à Seattle de mélangeurs et d’enceintes robustes']],
  ['Epson', JP, 1942, 3, '1e3a8a', false, ['a leading maker of 3LCD projectors for classrooms and venues', 'un chef de file des projecteurs 3LCD pour les salles de classe et les salles de spectacle']],
  ['Apple', US, 1976, 1, '374151', false, ['the maker of the Mac computers found in most recording studios', 'le fabricant des ordinateurs Mac présents dans la plupart des studios']],
  ['Mogami', JP, 1970, 0, '1c1917', false, ['a Japanese wire maker whose cables are a studio reference', 'un fabricant japonais de fils dont les câbles sont une référence en studio']],
  ['Hosa', US, 1984, 0, 'b91c1c', false, ['a cable and adaptor specialist for every connection in the signal chain', 'un spécialiste des câbles et adaptateurs pour chaque connexion de la chaîne audio']],
  ['Neutrik', ['Liechtenstein', 'Liechtenstein'], 1975, 2, '1d4ed8', false, ['the inventor of the XLR combo jack and speakON connector', 'l’inventeur de la prise combo XLR et du connecteur speakON']],
  ['AKG', ['Austria', 'Autriche'], 1947, 2, '0f172a', false, ['a Viennese microphone and headphone maker since 1947', 'un fabricant viennois de microphones et de casques depuis 1947']],
  ['Electro-Voice', US, 1927, 5, '1e293b', true, ['an American loudspeaker and microphone maker known for the RE20', 'un fabricant américain d’enceintes et de microphones connu pour le RE20']],
  ['DiGiCo', UK, 2002, 2, '0c4a6e', false, ['a British maker of flagship digital consoles for tours and broadcast', 'un fabricant britannique de consoles numériques haut de gamme pour la tournée et la télédiffusion']],
  ['L-Acoustics', FR, 1984, 5, '0f172a', false, ['the French pioneer of the modern line array', 'le pionnier français du système line array moderne']],
  ['Midas', UK, 1970, 3, '9f1239', false, ['a British console maker famous for its preamps', 'un fabricant britannique de consoles célèbre pour ses préamplis']],
  ['PreSonus', US, 1995, 1, '1e40af', false, ['a Louisiana maker of interfaces, monitors and StudioLive mixers', 'un fabricant de Louisiane d’interfaces, de moniteurs et de mélangeurs StudioLive']],
  ['Akai Professional', JP, 1929, 1, 'b91c1c', false, ['the creator of the MPC workstation and MPK controllers', 'le créateur de la station MPC et des contrôleurs MPK']],
  ['Rane', US, 1981, 2, '111827', false, ['a battle-mixer specialist trusted by scratch DJs', 'un spécialiste des mélangeurs de battle adopté par les DJ de scratch']],
  ['Technics', JP, 1965, 2, '27272a', false, ['the maker of the SL-1200 turntable', 'le fabricant de la platine SL-1200']],
  ['Klipsch', US, 1946, 5, 'b45309', true, ['an American loudspeaker maker with horn-loaded tweeters', 'un fabricant américain d’enceintes à tweeters à pavillon']],
  ['Bowers & Wilkins', UK, 1966, 5, '111111', false, ['a British loudspeaker maker used at Abbey Road Studios', 'un fabricant britannique d’enceintes utilisées aux studios Abbey Road']],
  ['Cambridge Audio', UK, 1968, 2, '334155', false, ['a London hi-fi maker of amplifiers and network streamers', 'un fabricant londonien d’amplificateurs et de lecteurs réseau']],
  ['Beyerdynamic', DE, 1924, 2, '1f2937', false, ['a German maker of the DT 770 and DT 990 studio headphones', 'un fabricant allemand des casques de studio DT 770 et DT 990']],
  ['ADAM Audio', DE, 1999, 5, '111827', false, ['a Berlin monitor maker known for its folded-ribbon tweeters', 'un fabricant berlinois de moniteurs connu pour ses tweeters à ruban plissé']],
  ['KRK', US, 1986, 1, 'eab308', false, ['the maker of the yellow-cone Rokit studio monitors', 'le fabricant des moniteurs Rokit à cônes jaunes']],
  ['Ibanez', JP, 1957, 1, '111827', false, ['a Japanese guitar maker loved by rock and metal players', 'un fabricant japonais de guitares adoré des musiciens rock et métal']],
  ['Taylor', US, 1974, 0, '57534e', true, ['a Californian acoustic guitar maker known for easy-playing necks', 'un fabricant californien de guitares acoustiques au manche confortable']],
  ['Epiphone', US, 1873, 0, '1c1917', false, ['a guitar maker offering Gibson designs at accessible prices', 'un fabricant de guitares offrant des modèles Gibson à prix accessible']],
  ['PRS', US, 1985, 0, '7c2d12', true, ['the Maryland guitar maker founded by Paul Reed Smith', 'le luthier du Maryland fondé par Paul Reed Smith']],
  ['Boss', JP, 1973, 5, '1d4ed8', false, ['the maker of the compact pedals on countless pedalboards', 'le fabricant des pédales compactes présentes sur d’innombrables pédaliers']],
  ['Line 6', US, 1996, 1, 'b91c1c', false, ['the modelling pioneer behind the Helix and POD', 'le pionnier de la modélisation derrière les Helix et POD']],
  ['Marshall', UK, 1962, 5, '1c1917', false, ['the British amplifier maker behind the sound of rock', 'le fabricant britannique d’amplificateurs derrière le son du rock']],
  ['Ampeg', US, 1946, 1, '1e3a8a', false, ['the bass amplifier maker of the SVT', 'le fabricant d’amplificateurs de basse du SVT']],
  ['Moog', US, 1953, 2, '3f2a1e', true, ['the Asheville maker of analog synthesizers since the 1960s', 'le fabricant de synthétiseurs analogiques d’Asheville depuis les années 1960']],
  ['Arturia', FR, 1999, 1, '0f172a', false, ['a Grenoble maker of synthesizers, controllers and software instruments', 'un fabricant grenoblois de synthétiseurs, de contrôleurs et d’instruments logiciels']],
  ['Casio', JP, 1946, 3, '1e3a8a', false, ['a maker of compact digital pianos and keyboards', 'un fabricant de pianos numériques et de claviers compacts']],
  ['Kawai', JP, 1927, 5, '111827', false, ['a Japanese piano maker known for wooden-key actions', 'un fabricant japonais de pianos réputé pour ses mécaniques à touches en bois']],
  ['Alesis', US, 1980, 1, '1f2937', false, ['a maker of affordable electronic drum kits', 'un fabricant de batteries électroniques abordables']],
  ['Tama', JP, 1974, 2, '111827', false, ['a drum and hardware maker known for the Iron Cobra pedal', 'un fabricant de batteries et de quincaillerie connu pour la pédale Iron Cobra']],
  ['DW', US, 1972, 0, '27272a', true, ['the Californian custom drum shop Drum Workshop', 'l’atelier californien de batteries sur mesure Drum Workshop']],
  ['Ludwig', US, 1909, 5, '1c1917', true, ['the drum maker of the Supraphonic snare', 'le fabricant de batteries de la caisse claire Supraphonic']],
  ['Sabian', CA, 1981, 2, 'a16207', false, ['the cymbal maker of Meductic, New Brunswick', 'le fabricant de cymbales de Meductic, au Nouveau-Brunswick']],
  ['Meinl', DE, 1951, 2, '1c1917', false, ['a German maker of cymbals and hand percussion', 'un fabricant allemand de cymbales et de percussions à main']],
  ['Latin Percussion', US, 1964, 1, 'b45309', false, ['the maker of congas, bongos and cowbells heard in Latin music', 'le fabricant de congas, de bongos et de cloches entendus dans la musique latine']],
  ['Selmer', FR, 1885, 5, '854d0e', false, ['the Paris saxophone maker whose Mark VI is a legend', 'le fabricant parisien de saxophones dont le Mark VI est une légende']],
  ['Bach', US, 1918, 5, '713f12', true, ['the maker of the Stradivarius trumpets', 'le fabricant des trompettes Stradivarius']],
  ['Jupiter', ['Taiwan', 'Taïwan'], 1930, 5, '1e3a8a', false, ['a maker of durable band instruments for students and schools', 'un fabricant d’instruments à vent durables pour les élèves et les écoles']],
  ['Buffet Crampon', FR, 1825, 5, '111827', false, ['the French clarinet maker of the R13', 'le fabricant français de clarinettes du modèle R13']],
  ['Elation', US, 1992, 2, '0369a1', false, ['a professional lighting maker of moving heads and LED fixtures', 'un fabricant d’éclairage professionnel de têtes mobiles et de projecteurs DEL']],
  ['ADJ', US, 1985, 2, '15803d', false, ['a lighting maker of affordable fixtures for DJs and venues', 'un fabricant d’éclairage abordable pour DJ et salles']],
  ['ETC', US, 1975, 3, '1e40af', true, ['the maker of the Source Four and Eos lighting consoles', 'le fabricant du Source Four et des consoles d’éclairage Eos']],
  ['Robe', ['Czech Republic', 'République tchèque'], 1994, 2, 'b91c1c', false, ['a Czech maker of moving lights for arenas and theatres', 'un fabricant tchèque de projecteurs asservis pour les arénas et les théâtres']],
  ['Sony', JP, 1946, 1, '111111', false, ['a maker of cameras, headphones and professional displays', 'un fabricant de caméras, de casques et d’écrans professionnels']],
  ['Panasonic', JP, 1918, 3, '1e3a8a', false, ['a maker of projectors and PTZ cameras', 'un fabricant de projecteurs et de caméras PTZ']],
  ['Extron', US, 1983, 3, '0f172a', true, ['an AV integration maker of switchers and scalers', 'un fabricant d’intégration AV de commutateurs et de convertisseurs']],
  ['Biamp', US, 1976, 5, '1e293b', true, ['the maker of the Tesira DSP platform', 'le fabricant de la plateforme DSP Tesira']],
  ['Atlas Sound', US, 1934, 5, '374151', true, ['a maker of ceiling speakers and paging systems', 'un fabricant de haut-parleurs de plafond et de systèmes de radiomessagerie']],
  ['Dell', US, 1984, 1, '0369a1', false, ['a maker of workstations and laptops', 'un fabricant de stations de travail et d’ordinateurs portables']],
  ['Samsung', ['South Korea', 'Corée du Sud'], 1969, 3, '1e40af', false, ['a maker of commercial displays and storage', 'un fabricant d’écrans commerciaux et de stockage']],
  ['Zoom', JP, 1983, 1, '111827', false, ['the maker of the H-series handheld recorders', 'le fabricant des enregistreurs portatifs de la série H']],
  ['Tascam', JP, 1971, 1, '7f1d1d', false, ['a recording pioneer known for portable recorders', 'un pionnier de l’enregistrement connu pour ses enregistreurs portables']],
  ['Ultimate Ears', US, 1995, 2, '6d28d9', false, ['the maker of rugged waterproof Bluetooth speakers', 'le fabricant d’enceintes Bluetooth robustes et étanches']],
  ['LaCie', FR, 1987, 2, 'ea580c', false, ['a maker of rugged drives for location recording', 'un fabricant de disques robustes pour l’enregistrement en tournage']],
  ['Ernie Ball', US, 1962, 1, '111827', false, ['the maker of the Slinky guitar strings', 'le fabricant des cordes de guitare Slinky']],
  ["D'Addario", US, 1974, 1, 'b91c1c', false, ['a string maker from Long Island, New York', 'un fabricant de cordes de Long Island, à New York']],
  ['Vic Firth', US, 1963, 1, '111827', false, ['the drumstick maker used by more drummers than any other', 'le fabricant de baguettes utilisé par le plus grand nombre de batteurs']],
  ['Godin', CA, 1972, 0, '7c2d12', false, ['the Québec guitar maker from Richmond, near Sherbrooke', 'le luthier québécois de Richmond, près de Sherbrooke']],
  ['Seagull', CA, 1982, 0, 'a16207', false, ['a Québec-made acoustic guitar line from the Godin family', 'une gamme de guitares acoustiques fabriquées au Québec par la famille Godin']],
  ['Avid', US, 1987, 1, '6d28d9', false, ['the maker of Pro Tools and the S6L live consoles', 'le fabricant de Pro Tools et des consoles de spectacle S6L']],
  ['Steinberg', DE, 1984, 1, 'be123c', false, ['the Hamburg maker of Cubase and UR interfaces', 'le fabricant hambourgeois de Cubase et des interfaces UR']],
  ['Ableton', DE, 1999, 1, '111111', false, ['the Berlin maker of Live and Push', 'le fabricant berlinois de Live et de Push']],
  ['Maple Audio', CA, 2004, 1, 'ca0100', false, ['our own Canadian store brand for merchandise and services', 'notre propre marque canadienne pour les articles promotionnels et les services']],
];

const BRANDS: readonly Brand[] = ROWS.map(([name, country, founded, warrantyYears, colour, usMade, about]) => ({
  name,
  slug: slugify(name),
  country: l(country[0], country[1]),
  founded,
  warrantyYears,
  colour,
  usMade,
  about: l(about[0], about[1]),
}));

const BY_SLUG = new Map(BRANDS.map((brand) => [brand.slug, brand]));

export function brandBySlug(slug: string): Brand {
  const brand = BY_SLUG.get(slug);
  if (!brand) throw new Error(`Unknown brand slug "${slug}" in the seed data`);
  return brand;
}

/** The store's own brand (merchandise, priority delivery). */
export const STORE_BRAND = 'maple-audio';
