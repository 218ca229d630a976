import type { ContentDocument, Localized } from '../../catalog/model.js';
import type { PaymentMethod } from '../../images/illustrations.js';
import { imagePath } from '../../images/image-path.js';
import { deliveryTerms } from '../delivery-terms.js';
import { STORE_IDENTITY } from '../identity.js';
import { l } from '../text.js';
import type { DocumentFactory } from './document.js';

const AGENTS: [name: string, colour: string][] = [
  ['Julie Bergeron', 'b45309'],
  ['Marcus Bell', '1e40af'],
  ['Amélie Côté', 'be185d'],
  ['Karan Mehta', '0f766e'],
  ['Nadia Haddad', '7c3aed'],
  ['Tom Girard', '374151'],
  ['Sarah Nakamura', 'b91c1c'],
  ['Étienne Lefebvre', '15803d'],
];

const PAYMENT_METHODS: [PaymentMethod, string, string][] = [
  ['visa', 'Visa', '1a1f71'],
  ['mastercard', 'Mastercard', '222222'],
  ['amex', 'American Express', '2e77bc'],
  ['interac', 'Interac', 'fdb913'],
  ['paypal', 'PayPal', '003087'],
  ['apple-pay', 'Apple Pay', '111111'],
  ['google-pay', 'Google Pay', 'ffffff'],
  ['shop-pay', 'Shop Pay', '5a31f4'],
];

const DELIVERY = deliveryTerms(STORE_IDENTITY.delivery);

const FAQ: [Localized, Localized][] = [
  [
    l('How much does shipping cost?', 'Combien coûte la livraison?'),
    l(
      `${DELIVERY.rates.en} ${DELIVERY.standardTime.en}.${DELIVERY.pickup ? ` ${DELIVERY.pickup.en}.` : ''}`,
      `${DELIVERY.rates.fr} ${DELIVERY.standardTime.fr}.${DELIVERY.pickup ? ` ${DELIVERY.pickup.fr}.` : ''}`,
    ),
  ],
  [l('When will my order ship?', 'Quand ma commande sera-t-elle expédiée?'), l('In-stock items leave our warehouse within 1 to 2 business days. Items marked 2–4 or 4–8 weeks come from the distributor, and special-order items are ordered from the maker for you.', 'Les articles en stock quittent notre entrepôt en 1 à 2 jours ouvrables. Les articles indiqués 2 à 4 ou 4 à 8 semaines proviennent du distributeur, et les commandes spéciales sont commandées au fabricant pour vous.')],
  [l('What is priority delivery?', 'Qu’est-ce que la livraison prioritaire?'), l('A paid option for carts where every item is in stock: same-day dispatch before noon Eastern time and delivery in 1 to 2 business days in most regions.', 'Une option payante pour les paniers dont tous les articles sont en stock : expédition le jour même avant midi, heure de l’Est, et livraison en 1 à 2 jours ouvrables dans la plupart des régions.')],
  [l('Can I return an item?', 'Puis-je retourner un article?'), l('Yes. New items can be returned within 30 days in their original packaging. RedZone units can be returned within 14 days. Software and opened in-ear products are final sale.', 'Oui. Les articles neufs peuvent être retournés dans les 30 jours dans leur emballage d’origine. Les unités RedZone peuvent être retournées dans les 14 jours. Les logiciels et les produits intra-auriculaires ouverts sont des ventes finales.')],
  [l('How does the warranty work?', 'Comment fonctionne la garantie?'), l('New products carry the manufacturer’s Canadian warranty. Contact us with your order number and we handle the claim with the brand for you.', 'Les produits neufs sont couverts par la garantie canadienne du fabricant. Communiquez avec nous en indiquant votre numéro de commande et nous nous occupons de la réclamation auprès de la marque.')],
  [l('What is the RedZone?', 'Qu’est-ce que la RedZone?'), l('Our section of demo and used gear. Demo units keep the full manufacturer warranty; used units come with a 90-day Maple Audio warranty.', 'Notre section d’équipement de démonstration et usagé. Les unités de démonstration conservent la garantie complète du fabricant; les unités usagées ont une garantie Maple Audio de 90 jours.')],
  [l('How do I become a B2B partner?', 'Comment devenir partenaire B2B?'), l('Integrators and production companies can apply on our Become a partner page. Approved partners see partner pricing on eligible products as soon as they sign in.', 'Les intégrateurs et les entreprises de production peuvent présenter une demande sur notre page Devenez partenaire. Les partenaires approuvés voient les prix partenaires sur les produits admissibles dès leur connexion.')],
  [l('Why are some products not eligible for B2B pricing?', 'Pourquoi certains produits ne sont-ils pas admissibles aux prix B2B?'), l('Partner pricing applies to the products of your partner catalogue. Items outside it, and items priced at $50,000 or more, are quoted by your account manager.', 'Les prix partenaires s’appliquent aux produits de votre catalogue partenaire. Les autres articles, et ceux de 50 000 $ ou plus, font l’objet d’une soumission de votre gestionnaire de compte.')],
  [l('Do you rent equipment?', 'Louez-vous de l’équipement?'), l('Yes. Our rental department rents sound, lighting and video gear by the day or the week, with delivery and technicians available in Greater Montréal.', 'Oui. Notre service de location loue de l’équipement de son, d’éclairage et de vidéo à la journée ou à la semaine, avec livraison et techniciens dans le Grand Montréal.')],
  [l('Can I trade in my old gear?', 'Puis-je échanger mon vieil équipement?'), l('Bring it to the store or send photos online. We make an offer within two business days and credit it toward your purchase.', 'Apportez-le au magasin ou envoyez des photos en ligne. Nous faisons une offre en deux jours ouvrables et la créditons sur votre achat.')],
  [l('How do loyalty points work?', 'Comment fonctionnent les points de fidélité?'), l('You earn points on every purchase made while signed in. Points turn into discount codes you will find in your account.', 'Vous accumulez des points à chaque achat effectué en étant connecté. Les points se transforment en codes de rabais que vous trouverez dans votre compte.')],
  [l('Why does a product say “Call for price”?', 'Pourquoi un produit indique-t-il « Appelez pour le prix »?'), l('Large systems priced at $50,000 or more are configured with our pro sales team. Call 1-800-555-0199, option 1.', 'Les grands systèmes de 50 000 $ ou plus sont configurés avec notre équipe des ventes professionnelles. Appelez au 1-800-555-0199, option 1.')],
  [l('Can I pick up my order in store?', 'Puis-je récupérer ma commande en magasin?'), l('Yes, at no charge at our Montréal store once you receive the ready-for-pickup e-mail.', 'Oui, sans frais à notre magasin de Montréal dès la réception du courriel indiquant que la commande est prête.')],
  [l('Which payment methods do you accept?', 'Quels modes de paiement acceptez-vous?'), l('Visa, Mastercard, American Express, Interac, PayPal, Apple Pay, Google Pay and Shop Pay. Financing is available on approved credit.', 'Visa, Mastercard, American Express, Interac, PayPal, Apple Pay, Google Pay et Shop Pay. Du financement est offert sur approbation du crédit.')],
];

/** Help agents, payment methods, the help centre settings and the FAQ. */
export function helpDocuments(doc: DocumentFactory): ContentDocument[] {
  return [
    ...AGENTS.map(([name, colour], index) =>
      doc('agents', `agent-${index + 1}`, { name, agentImageUrl: imagePath({ kind: 'agent', design: 'portrait', colour, width: 600, height: 600, label: [name] }), order: index + 1 }),
    ),
    ...PAYMENT_METHODS.map(([method, title, colour], index) =>
      doc('paymentMethods', `paymentMethod-${method}`, { paymentMethodTitle: title, paymentMethodImage: imagePath({ kind: 'payment', design: method, colour, width: 240, height: 150, label: [title] }), order: index + 1 }),
    ),
    doc('helpCenter', 'helpCenter', {
      chatWidgetStatus: 'online',
      helpCenterSchedule: {
        en: ['Monday to Friday: 9 a.m. to 8 p.m. ET', 'Saturday: 10 a.m. to 5 p.m. ET', 'Sunday: closed'],
        fr: ['Du lundi au vendredi : de 9 h à 20 h (HE)', 'Samedi : de 10 h à 17 h (HE)', 'Dimanche : fermé'],
      },
      storeSchedule: {
        en: ['Monday to Wednesday: 10 a.m. to 6 p.m.', 'Thursday and Friday: 10 a.m. to 9 p.m.', 'Saturday: 10 a.m. to 5 p.m.', 'Sunday: noon to 5 p.m.'],
        fr: ['Du lundi au mercredi : de 10 h à 18 h', 'Jeudi et vendredi : de 10 h à 21 h', 'Samedi : de 10 h à 17 h', 'Dimanche : de 12 h à 17 h'],
      },
    }),
    ...FAQ.map(([question, answer], index) => doc('faq', `faq-${index + 1}`, { question, answer, order: index + 1 })),
  ];
}
