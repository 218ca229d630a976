import type { Localized, ShopPolicyRecord } from '../catalog/model.js';
import type { BuildContext } from './build-context.js';
import { deliveryTerms } from './delivery-terms.js';
import { STORE_IDENTITY } from './identity.js';
import { l } from './text.js';

/** Headings and paragraphs in both languages, rendered as simple HTML. */
export type Section = [heading: Localized | null, ...paragraphs: Localized[]];

export function sectionsHtml(sections: readonly Section[]): Localized {
  const render = (language: 'en' | 'fr') =>
    sections
      .map(([heading, ...paragraphs]) => `${heading ? `<h2>${heading[language]}</h2>` : ''}${paragraphs.map((paragraph) => `<p>${paragraph[language]}</p>`).join('')}`)
      .join('');
  return { en: render('en'), fr: render('fr') };
}

const DELIVERY = deliveryTerms(STORE_IDENTITY.delivery);

const SHIPPING: Section[] = [
  [
    null,
    l(
      `Maple Audio ships from our warehouse in Laval, Québec, to every province and territory in Canada. ${DELIVERY.rates.en}`,
      `Maple Audio expédie ses commandes depuis son entrepôt de Laval, au Québec, vers toutes les provinces et tous les territoires du Canada. ${DELIVERY.rates.fr}`,
    ),
  ],
  [
    l('Processing times', 'Délais de traitement'),
    l(
      'Items in stock leave our warehouse within 1 to 2 business days. Items shown as shipping in 2 to 4 weeks or 4 to 8 weeks come from the distributor or are built to order; special-order items are ordered from the maker once your payment is confirmed, and a product specialist will call you with a delivery estimate.',
      'Les articles en stock quittent notre entrepôt en 1 à 2 jours ouvrables. Les articles indiqués comme expédiés en 2 à 4 semaines ou en 4 à 8 semaines proviennent du distributeur ou sont fabriqués sur commande; les articles en commande spéciale sont commandés au fabricant dès la confirmation de votre paiement, et un spécialiste vous appellera avec une estimation de livraison.',
    ),
  ],
  [
    l('Carriers and delivery times', 'Transporteurs et délais de livraison'),
    l(
      `We ship with Canada Post, Purolator and, for large items such as consoles and line arrays, a freight carrier that books a delivery appointment with you. ${DELIVERY.standardTime.en} to major cities and up to 10 business days to remote and northern communities.`,
      `Nous expédions avec Postes Canada, Purolator et, pour les articles volumineux comme les consoles et les systèmes line array, un transporteur de fret qui prend rendez-vous avec vous. ${DELIVERY.standardTime.fr} vers les grandes villes et jusqu’à 10 jours ouvrables vers les communautés éloignées et nordiques.`,
    ),
    l(
      'Priority delivery can be added to the cart when every item is in stock: your order leaves the same business day when placed before noon Eastern time and arrives in 1 to 2 business days in most regions.',
      'La livraison prioritaire peut être ajoutée au panier lorsque tous les articles sont en stock : votre commande part le jour ouvrable même si elle est passée avant midi, heure de l’Est, et arrive en 1 à 2 jours ouvrables dans la plupart des régions.',
    ),
  ],
  [
    l('Store pickup, taxes and duties', 'Cueillette en magasin, taxes et droits'),
    l(
      `${DELIVERY.pickup ? `${DELIVERY.pickup.en} once you receive the ready-for-pickup e-mail. ` : ''}All prices are in Canadian dollars; GST, HST, QST or PST are calculated at checkout according to the delivery address. Orders ship from Canada, so there are no customs duties.`,
      `${DELIVERY.pickup ? `${DELIVERY.pickup.fr} dès la réception du courriel indiquant qu’elle est prête. ` : ''}Tous les prix sont en dollars canadiens; la TPS, la TVH, la TVQ ou la TVP sont calculées à la caisse selon l’adresse de livraison. Les commandes partent du Canada : il n’y a donc aucun droit de douane.`,
    ),
  ],
];

const REFUNDS: Section[] = [
  [
    null,
    l(
      'We want you to be happy with your gear. New items can be returned within 30 days of delivery for a refund to the original payment method or an exchange, provided they are complete, in their original packaging and in resaleable condition.',
      'Nous voulons que vous soyez satisfait de votre équipement. Les articles neufs peuvent être retournés dans les 30 jours suivant la livraison pour un remboursement sur le mode de paiement d’origine ou un échange, à condition d’être complets, dans leur emballage d’origine et en état d’être revendus.',
    ),
  ],
  [
    l('Exceptions', 'Exceptions'),
    l(
      'For hygiene reasons, in-ear monitors, earbuds and mouthpieces cannot be returned once opened. Software licences, gift cards, special-order items and custom merchandise printed on demand are final sale. RedZone demo and used units can be returned within 14 days.',
      'Pour des raisons d’hygiène, les écouteurs intra-auriculaires et les embouchures ne peuvent être retournés une fois ouverts. Les licences de logiciels, les cartes-cadeaux, les articles en commande spéciale et les articles promotionnels imprimés sur demande sont des ventes finales. Les unités de démonstration et usagées RedZone peuvent être retournées dans les 14 jours.',
    ),
  ],
  [
    l('How to return an item', 'Comment retourner un article'),
    l(
      'Start a return from your account or contact our customer service team with your order number. We e-mail a prepaid return label for items that arrived damaged or defective; for other returns, a $14.95 label is deducted from the refund, or you can bring the item to our Montréal store at no cost.',
      'Amorcez un retour depuis votre compte ou communiquez avec notre service à la clientèle en indiquant votre numéro de commande. Nous envoyons par courriel une étiquette de retour prépayée pour les articles arrivés endommagés ou défectueux; pour les autres retours, une étiquette de 14,95 $ est déduite du remboursement, ou vous pouvez rapporter l’article à notre magasin de Montréal sans frais.',
    ),
    l(
      'Refunds are issued within 5 business days of the item reaching our warehouse. Items returned incomplete or damaged may be subject to a restocking fee of up to 15%.',
      'Les remboursements sont émis dans les 5 jours ouvrables suivant la réception de l’article à notre entrepôt. Les articles retournés incomplets ou endommagés peuvent entraîner des frais de restockage allant jusqu’à 15 %.',
    ),
  ],
  [
    l('Damaged or defective items', 'Articles endommagés ou défectueux'),
    l(
      'Please inspect your delivery and tell us within 48 hours if a box arrives damaged. After 30 days, defective items are handled under the manufacturer’s warranty, and we take care of the process with the brand for you.',
      'Veuillez inspecter votre livraison et nous aviser dans les 48 heures si un colis arrive endommagé. Après 30 jours, les articles défectueux sont pris en charge par la garantie du fabricant, et nous nous occupons des démarches auprès de la marque pour vous.',
    ),
  ],
];

const TERMS: Section[] = [
  [
    null,
    l(
      'These terms govern your use of the Maple Audio website and every purchase made on it. By placing an order, you accept them. Maple Audio is operated by Maple Audio Inc., a company incorporated in Québec.',
      'Les présentes conditions régissent l’utilisation du site Web de Maple Audio et tout achat qui y est effectué. En passant une commande, vous les acceptez. Maple Audio est exploité par Maple Audio inc., une société constituée au Québec.',
    ),
  ],
  [
    l('Prices and availability', 'Prix et disponibilité'),
    l(
      'Prices are in Canadian dollars and may change without notice. We work hard to keep prices and stock accurate; if an item is listed at an obviously wrong price, we will contact you before shipping and you may cancel the order for a full refund. Items priced at $50,000 or more are quoted by our pro sales team.',
      'Les prix sont en dollars canadiens et peuvent changer sans préavis. Nous veillons à l’exactitude des prix et des stocks; si un article est affiché à un prix manifestement erroné, nous communiquerons avec vous avant l’expédition et vous pourrez annuler la commande pour un remboursement complet. Les articles de 50 000 $ ou plus font l’objet d’une soumission de notre équipe des ventes professionnelles.',
    ),
  ],
  [
    l('Accounts and business partners', 'Comptes et partenaires d’affaires'),
    l(
      'You are responsible for the activity on your account. Business partner pricing is granted to approved integrators and production companies, applies to eligible products only and may not be combined with other promotions unless stated.',
      'Vous êtes responsable de l’activité de votre compte. Les prix partenaires sont accordés aux intégrateurs et aux entreprises de production approuvés, s’appliquent aux produits admissibles seulement et ne peuvent être combinés à d’autres promotions sauf indication contraire.',
    ),
  ],
  [
    l('Liability and governing law', 'Responsabilité et droit applicable'),
    l(
      'Nothing in these terms limits the rights you have under the Consumer Protection Act of Québec or the consumer protection laws of your province. These terms are governed by the laws of Québec and the federal laws of Canada that apply there.',
      'Rien dans les présentes conditions ne limite les droits que vous confère la Loi sur la protection du consommateur du Québec ou les lois de protection du consommateur de votre province. Les présentes conditions sont régies par les lois du Québec et les lois fédérales du Canada qui s’y appliquent.',
    ),
  ],
];

const PRIVACY: Section[] = [
  [
    null,
    l(
      'Maple Audio respects your privacy and handles personal information in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA) and Québec’s Act respecting the protection of personal information in the private sector.',
      'Maple Audio respecte votre vie privée et traite les renseignements personnels conformément à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et à la Loi sur la protection des renseignements personnels dans le secteur privé du Québec.',
    ),
  ],
  [
    l('What we collect and why', 'Ce que nous recueillons et pourquoi'),
    l(
      'We collect your name, contact details, delivery address and order history to process orders, provide support and honour warranties. Payment details are processed by our payment provider and never stored on our servers. With your consent, we use your e-mail address to send our newsletter; every message has an unsubscribe link.',
      'Nous recueillons votre nom, vos coordonnées, votre adresse de livraison et votre historique de commandes pour traiter les commandes, offrir du soutien et honorer les garanties. Les données de paiement sont traitées par notre fournisseur de paiement et ne sont jamais conservées sur nos serveurs. Avec votre consentement, nous utilisons votre adresse courriel pour envoyer notre infolettre; chaque message comporte un lien de désabonnement.',
    ),
  ],
  [
    l('Cookies and analytics', 'Témoins et analytique'),
    l(
      'Our site uses essential cookies to keep your cart and language, and analytics cookies, with your consent, to understand how the store is used. You can change your choices at any time in your browser.',
      'Notre site utilise des témoins essentiels pour conserver votre panier et votre langue, et des témoins analytiques, avec votre consentement, pour comprendre l’utilisation de la boutique. Vous pouvez modifier vos choix en tout temps dans votre navigateur.',
    ),
  ],
  [
    l('Your rights', 'Vos droits'),
    l(
      'You may access, correct or ask us to delete your personal information, or withdraw your consent, by writing to our privacy officer at privacy@maple-audio.ca. We answer within 30 days.',
      'Vous pouvez consulter, corriger ou demander la suppression de vos renseignements personnels, ou retirer votre consentement, en écrivant à notre responsable de la protection des renseignements personnels à privacy@maple-audio.ca. Nous répondons dans un délai de 30 jours.',
    ),
  ],
];

/** The four policies a Canadian retailer publishes, in both languages. */
export function buildPolicies(context: BuildContext): ShopPolicyRecord[] {
  const policy = (handle: string, title: Localized, sections: Section[]): ShopPolicyRecord => ({ id: context.ids.next('policy'), handle, title, bodyHtml: sectionsHtml(sections) });
  return [
    policy('shipping-policy', l('Shipping Policy', 'Politique d’expédition'), SHIPPING),
    policy('refund-policy', l('Refund Policy', 'Politique de remboursement'), REFUNDS),
    policy('terms-of-service', l('Terms of Service', 'Conditions d’utilisation'), TERMS),
    policy('privacy-policy', l('Privacy Policy', 'Politique de confidentialité'), PRIVACY),
  ];
}
