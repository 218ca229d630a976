import type { ContentDocument, Localized } from '../../catalog/model.js';
import type { Icon, Scene } from '../../images/illustrations.js';
import { imagePath } from '../../images/image-path.js';
import { l } from '../text.js';
import type { DocumentFactory } from './document.js';

const desktop = (scene: Scene, colour: string, label: string[]) => imagePath({ kind: 'banner', design: scene, colour, width: 1920, height: 800, label });
const mobile = (scene: Scene, colour: string, label: string[]) => imagePath({ kind: 'banner', design: scene, colour, width: 800, height: 1000, label });
const promo = (scene: Scene, colour: string, text: Localized, width: number, height: number) => ({
  en: imagePath({ kind: 'promo', design: scene, colour, width, height, label: [text.en] }),
  fr: imagePath({ kind: 'promo', design: scene, colour, width, height, label: [text.fr] }),
});
const icon = (symbol: Icon) => imagePath({ kind: 'icon', design: symbol, colour: 'ca0100', width: 256, height: 256, label: [symbol] });

/** Logo, top bar, hero banners, info bars, featured promotions and the promotion banner set. */
export function marketingDocuments(doc: DocumentFactory): ContentDocument[] {
  const banners: [Scene, string, 'left' | 'center' | 'right', Localized, Localized, Localized, string][] = [
    ['stage', 'b91c1c', 'left', l('Sound for every stage', 'Du son pour toutes les scènes'), l('Powered speakers, mixers and wireless from the brands touring crews trust.', 'Enceintes amplifiées, consoles et sans-fil des marques adoptées par les équipes de tournée.'), l('Shop live sound', 'Magasiner la sonorisation'), '/collections/live-sound'],
    ['studio', '4c1d95', 'right', l('Record at home, sound like a pro', 'Enregistrez à la maison, sonnez comme un pro'), l('Interfaces, microphones and monitors, with advice from our studio team.', 'Interfaces, microphones et moniteurs, avec les conseils de notre équipe studio.'), l('Build your studio', 'Créer votre studio'), '/collections/recording'],
    ['dj', '111827', 'center', l('Own the booth', 'Maîtrisez la cabine'), l('Controllers, mixers and players for clubs, weddings and bedroom sets.', 'Contrôleurs, tables et lecteurs pour les clubs, les mariages et la maison.'), l('Shop DJ gear', 'Magasiner l’équipement DJ'), '/collections/dj'],
    ['lighting', '0e7490', 'left', l('Light up the night', 'Illuminez la soirée'), l('Moving heads, LED pars and fog for shows of every size.', 'Lyres, projecteurs PAR à DEL et brouillard pour tous les spectacles.'), l('Shop lighting', 'Magasiner l’éclairage'), '/collections/lighting'],
  ];
  const infoBars: [Icon, Localized, Localized][] = [
    ['truck', l('Free shipping over $99', 'Livraison gratuite dès 99 $'), l('Across Canada, on in-stock items.', 'Partout au Canada, sur les articles en stock.')],
    ['shield', l('Canadian warranty', 'Garantie canadienne'), l('Authorized dealer for every brand we sell.', 'Détaillant autorisé pour toutes nos marques.')],
    ['chat', l('Talk to a specialist', 'Parlez à un spécialiste'), l('Musicians and technicians, in English and French.', 'Musiciens et techniciens, en français et en anglais.')],
    ['recycle', l('Trade in your gear', 'Échangez votre équipement'), l('Get credit toward your next upgrade.', 'Obtenez un crédit sur votre prochaine mise à niveau.')],
  ];
  const promotions: [Scene, string, Localized, string][] = [
    ['guitars', '9a3412', l('Buy a guitar, get a gift', 'Une guitare achetée, un cadeau offert'), '/collections/buy-x-get-y'],
    ['stage', 'b91c1c', l('Top deals of the week', 'Les meilleures aubaines de la semaine'), '/collections/top-deals'],
    ['keys', '1e3a8a', l('Digital pianos from $699', 'Pianos numériques dès 699 $'), '/collections/digital-pianos'],
    ['drums', 'a16207', l('RedZone: demo and used deals', 'RedZone : aubaines démo et usagées'), '/collections/redzone'],
    ['studio', '6d28d9', l('New: studio headphones', 'Nouveau : casques de studio'), '/collections/studio-headphones'],
  ];
  const promotionSet: [Scene, string, Localized, string][] = [
    ['stage', 'b91c1c', l('Festival season sale', 'Soldes de la saison des festivals'), '/collections/top-deals'],
    ['dj', '111827', l('DJ controllers up to 20% off', 'Contrôleurs DJ jusqu’à 20 % de rabais'), '/collections/dj-controllers'],
    ['hifi', '854d0e', l('Vinyl is back', 'Le vinyle est de retour'), '/collections/turntables'],
    ['video', 'b45309', l('Stream like a broadcaster', 'Diffusez comme un télédiffuseur'), '/collections/video-production'],
    ['install', '334155', l('Partner pricing for integrators', 'Prix partenaires pour intégrateurs'), '/b2b'],
  ];
  const keys = ['firstBanner', 'secondBanner', 'thirdBanner', 'fourthBanner', 'fifthBanner'];
  return [
    doc('logo', 'logo', { logoImageUrl: imagePath({ kind: 'logo', design: 'wordmark', colour: 'ca0100', width: 800, height: 400, label: ['Maple Audio'] }) }, 400),
    doc('topBar', 'topBar', {
      englishMessage: 'Free shipping across Canada on orders over $99 · Questions? Visit our Help Center',
      frenchMessage: 'Livraison gratuite partout au Canada dès 99 $ · Des questions? Visitez notre centre d’aide',
    }),
    ...banners.map(([scene, colour, alignment, heading, text, buttonText, pathToNavigate], index) =>
      doc('banner', `banner-${index + 1}`, {
        desktopImageUrl: desktop(scene, colour, [heading.en]),
        mobileImageUrl: mobile(scene, colour, [heading.en]),
        alignment,
        textColor: '#ffffff',
        heading,
        text,
        buttonText,
        pathToNavigate,
        order: index + 1,
      }),
    ),
    ...infoBars.map(([symbol, heading, text], index) => doc('infoBar', `infoBar-${index + 1}`, { heading, text, iconUrl: icon(symbol), order: index + 1 })),
    ...promotions.map(([scene, colour, title, pathToNavigate], index) =>
      doc('featuredPromotions', `featuredPromotion-${index + 1}`, { featuredPromotionTitle: title, promotionImageUrl: promo(scene, colour, title, 800, 800), pathToNavigate, order: index + 1 }),
    ),
    doc('promotionBanners', 'promotionBanners', {
      promotionBannerTitle: l('This month at Maple Audio', 'Ce mois-ci chez Maple Audio'),
      ...Object.fromEntries(
        promotionSet.map(([scene, colour, title, pathToNavigate], index) => [
          keys[index],
          // The words drawn in the image, as its alternative text: a tile is named by what it shows.
          { desktopImageUrl: promo(scene, colour, title, 1920, 800), mobileImageUrl: promo(scene, colour, title, 800, 1000), alt: title, pathToNavigate },
        ]),
      ),
    }),
  ];
}
