import type { Localized, PageRecord } from '../catalog/model.js';
import type { BuildContext } from './build-context.js';
import { addDays, isoSeconds } from './dates.js';
import { type Section, sectionsHtml } from './policies.js';
import { l } from './text.js';


const PAGES: [handle: string, title: Localized, sections: Section[]][] = [
  [
    'about',
    l('About Maple Audio', 'À propos de Maple Audio'),
    [
      [
        null,
        l(
          'Maple Audio opened in 2004 as a small repair bench and microphone shop on Rue Saint-Denis in Montréal. Twenty years later we serve musicians, DJs, churches, schools, integrators and production companies across Canada, in English and in French.',
          'Maple Audio a ouvert ses portes en 2004 : un petit atelier de réparation et une boutique de microphones sur la rue Saint-Denis, à Montréal. Vingt ans plus tard, nous servons des musiciens, des DJ, des églises, des écoles, des intégrateurs et des entreprises de production partout au Canada, en français et en anglais.',
        ),
        l(
          'Our team of 60 includes sound engineers, lighting designers, guitar technicians and former touring musicians. Every product specialist uses the gear we sell, so you get honest advice whether you are buying your first microphone or a festival sound system.',
          'Notre équipe de 60 personnes compte des ingénieurs du son, des éclairagistes, des techniciens de guitare et d’anciens musiciens de tournée. Chaque spécialiste utilise l’équipement que nous vendons : vous obtenez des conseils honnêtes, que vous achetiez votre premier microphone ou une sonorisation de festival.',
        ),
      ],
    ],
  ],
  [
    'contact',
    l('Contact Us', 'Nous joindre'),
    [
      [
        null,
        l(
          'Call us at 1-800-555-0199 (option 1 for sales, option 2 for service), Monday to Friday from 9 a.m. to 8 p.m. and Saturday from 10 a.m. to 5 p.m. Eastern time, or chat with a product specialist from any page of the store.',
          'Appelez-nous au 1-800-555-0199 (option 1 pour les ventes, option 2 pour le service), du lundi au vendredi de 9 h à 20 h et le samedi de 10 h à 17 h, heure de l’Est, ou clavardez avec un spécialiste depuis n’importe quelle page de la boutique.',
        ),
      ],
      [
        l('Visit the store', 'Visitez le magasin'),
        l(
          'Maple Audio, 4250 Rue Saint-Denis, Montréal, QC H2J 2K8. Free parking behind the building; the store is a five-minute walk from Mont-Royal metro station.',
          'Maple Audio, 4250, rue Saint-Denis, Montréal (Québec) H2J 2K8. Stationnement gratuit derrière l’édifice; le magasin est à cinq minutes de marche de la station de métro Mont-Royal.',
        ),
      ],
    ],
  ],
  [
    'first-nations',
    l('First Nations, Inuit and Métis Communities', 'Premières Nations, Inuit et Métis'),
    [
      [
        null,
        l(
          'Maple Audio’s store and warehouse stand on the unceded territory of the Kanien’kehá:ka (Mohawk) Nation, a place that has long served as a site of meeting and exchange among many First Nations. We are grateful to live and work on this land.',
          'Le magasin et l’entrepôt de Maple Audio se trouvent sur le territoire non cédé de la Nation Kanien’kehá:ka (mohawk), un lieu qui a longtemps servi de lieu de rencontre et d’échange entre de nombreuses Premières Nations. Nous sommes reconnaissants de vivre et de travailler sur ce territoire.',
        ),
      ],
      [
        l('Serving communities across Canada', 'Au service des communautés partout au Canada'),
        l(
          'We work with band councils, schools, friendship centres and community radio stations to equip gathering places, powwows and festivals. Orders from First Nations, Inuit and Métis organizations can be shipped tax-exempt where the law allows; contact our institutional sales team and we will guide you through the paperwork.',
          'Nous collaborons avec des conseils de bande, des écoles, des centres d’amitié et des radios communautaires pour équiper les lieux de rassemblement, les pow-wow et les festivals. Les commandes des organismes des Premières Nations, inuits et métis peuvent être expédiées en exemption de taxes lorsque la loi le permet; communiquez avec notre équipe des ventes institutionnelles, qui vous guidera dans les démarches.',
        ),
      ],
    ],
  ],
  [
    'rental',
    l('Equipment Rental', 'Location d’équipement'),
    [
      [
        null,
        l(
          'Rent sound, lighting and video gear by the day or the week, from a pair of powered speakers for a wedding to a complete line array for a festival. Delivery, installation and a technician on site are available in Greater Montréal.',
          'Louez de l’équipement de son, d’éclairage et de vidéo à la journée ou à la semaine, d’une paire d’enceintes amplifiées pour un mariage à un système line array complet pour un festival. La livraison, l’installation et un technicien sur place sont offerts dans le Grand Montréal.',
        ),
      ],
    ],
  ],
  [
    'trade-ins',
    l('Trade-Ins', 'Échanges'),
    [
      [
        null,
        l(
          'Bring your used instruments and gear to the store or send us photos online: we make an offer within two business days and credit the value toward anything in the store. Traded-in gear is inspected, serviced and sold in the RedZone.',
          'Apportez vos instruments et votre équipement usagés au magasin ou envoyez-nous des photos en ligne : nous faisons une offre en deux jours ouvrables et créditons la valeur sur tout achat en magasin. L’équipement échangé est inspecté, entretenu et revendu dans la RedZone.',
        ),
      ],
    ],
  ],
  [
    'b2b',
    l('Become a Partner', 'Devenez partenaire'),
    [
      [
        null,
        l(
          'Integrators and production companies get partner pricing on eligible products, a dedicated account manager, net-30 terms after approval and priority access to demo units. Apply with your business number and two recent projects; we answer within three business days.',
          'Les intégrateurs et les entreprises de production obtiennent des prix partenaires sur les produits admissibles, un gestionnaire de compte attitré, des modalités de paiement à 30 jours après approbation et un accès prioritaire aux unités de démonstration. Présentez votre demande avec votre numéro d’entreprise et deux projets récents; nous répondons en trois jours ouvrables.',
        ),
      ],
    ],
  ],
];

/** Content pages (about, contact, first-nations, rental, trade-ins, b2b) in both languages. */
export function buildPages(context: BuildContext): PageRecord[] {
  return PAGES.map(([handle, title, sections], index) => ({
    id: context.ids.next('page'),
    handle,
    title,
    bodyHtml: sectionsHtml(sections),
    createdAt: isoSeconds(addDays(context.referenceDate, -700 + index * 30)),
    updatedAt: isoSeconds(addDays(context.referenceDate, -60 + index * 5)),
  }));
}
