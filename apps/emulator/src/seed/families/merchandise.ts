import type { Localized } from '../../catalog/model.js';
import type { Illustration } from '../../images/illustrations.js';
import { l } from '../text.js';
import type { Family } from './family.js';
import { COLOURS, LABEL, around, colourOption, facts, kg, option, spec } from './vocabulary.js';

const DESIGNS = ['Logo', 'Maple Leaf', 'Waveform', 'Vintage Console', 'Since 2004', 'Mixing Desk', 'Patch Bay'];

const MERCH_USES = [
  l('Gifts for musicians', 'Cadeaux pour musiciens'),
  l('Showing off your favourite gear shop', 'Afficher sa boutique d’équipement préférée'),
  l('Road crew wardrobe', 'Garde-robe d’équipe de tournée'),
];

interface MerchPlan {
  key: string;
  illustration: Illustration;
  noun: Localized;
  material: Localized;
  price: number;
  sized: boolean;
  kg: number;
}

/** Print-on-demand store merchandise (tag printful): never stocked in the store. */
function merchFamily(plan: MerchPlan): Family {
  return {
    key: plan.key,
    illustration: plan.illustration,
    noun: plan.noun,
    lines: DESIGNS.map((design) => ({ brand: 'maple-audio', series: null, model: design })),
    useCases: MERCH_USES,
    build(random) {
      const colour = colourOption(random, COLOURS.apparel, plan.sized ? 2 : random.int(2, 3));
      const sizes = option(l('Size', 'Taille'), [
        [l('S', 'P'), 0],
        [l('M', 'M'), 0],
        [l('L', 'G'), 0],
        [l('XL', 'TG'), 0],
        [l('XXL', 'TTG'), 3],
      ]);
      return facts({
        tokens: {},
        specs: [
          spec(LABEL.material, plan.material),
          spec(l('Printing', 'Impression'), l('Printed on demand in Canada', 'Imprimé sur demande au Canada')),
          spec(l('Care', 'Entretien'), l('Machine wash cold, tumble dry low', 'Lavage à la machine à l’eau froide, séchage à basse température')),
        ],
        box: [plan.noun],
        filters: [['material', plan.material]],
        price: around(random, plan.price, 0.03),
        weightKg: kg(plan.kg),
        dimensionsMm: [300, 30, 250],
        pitch: l(
          'Printed to order for each purchase, so please allow 5 to 7 business days before it ships.',
          'Imprimé sur commande pour chaque achat : prévoyez de 5 à 7 jours ouvrables avant l’expédition.',
        ),
        colour: colour.values[0]!.colour!,
        options: plan.sized ? [sizes, colour] : [colour],
      });
    },
  };
}

export const MERCHANDISE: Family[] = [
  merchFamily({ key: 'tshirt', illustration: 'tshirt', noun: l('T-Shirt', 't-shirt'), material: l('100% ring-spun cotton', '100 % coton filé à l’anneau'), price: 32, sized: true, kg: 0.2 }),
  merchFamily({ key: 'hoodie', illustration: 'hoodie', noun: l('Hoodie', 'chandail à capuchon'), material: l('Cotton and recycled polyester fleece', 'Molleton de coton et de polyester recyclé'), price: 64, sized: true, kg: 0.6 }),
  merchFamily({ key: 'cap', illustration: 'cap', noun: l('Cap', 'casquette'), material: l('Cotton twill, adjustable strap', 'Sergé de coton, courroie réglable'), price: 29, sized: false, kg: 0.1 }),
  merchFamily({ key: 'mug', illustration: 'mug', noun: l('Mug', 'tasse'), material: l('Ceramic, 325 mL', 'Céramique, 325 mL'), price: 19, sized: false, kg: 0.35 }),
  merchFamily({ key: 'tote', illustration: 'tote', noun: l('Tote Bag', 'sac fourre-tout'), material: l('Organic cotton canvas', 'Toile de coton biologique'), price: 24, sized: false, kg: 0.2 }),
];
