import type { Locale } from '@/i18n/routing';

/** The offline assistant's sentences about other products; every product, price and link comes from the catalogue. */
export const CROSS_PRODUCT_PHRASES = {
  en: {
    cheaper: (title: string, price: string) => `Here are products like the **${title}** (${price}) that cost less, closest price first:`,
    noCheaper: (title: string) =>
      `The catalogue has no product of the same kind as the **${title}** at a lower price right now, so I can't suggest a cheaper one.`,
    callForPrice: (title: string) => `The **${title}** is priced on request, so I can't compare its price: please call us for a quote.`,
    accessories: (title: string) => `The product information links these products to the **${title}**:`,
    inTheBox: (items: string) => `Already in the box: ${items}.`,
    noAccessories: (title: string) =>
      `The product information doesn't list accessories or companion products for the **${title}**, so I won't guess what else you need. Our help centre can advise you.`,
    demo: (title: string) => `Yes, the RedZone has these units of the **${title}**:`,
    demoUnit: 'demo unit',
    usedUnit: 'used unit',
    noDemo: (title: string) => `The catalogue has no demo or used unit of the **${title}** right now.`,
    alreadyDemo: (title: string, condition: string) => `The **${title}** is itself a ${condition} from our RedZone.`,
    proposeAdd: (title: string) =>
      `Here is the **${title}**, ready to add to your cart: confirm with the button below. I never change your cart myself.`,
    cannotAdd: (title: string) => `The **${title}** can't be ordered online at the moment, so I can't add it to your cart.`,
    callForPriceAdd: (title: string) => `The **${title}** is priced on request: please call us to order it.`,
    from: (price: string) => `from ${price}`,
    unavailable: 'not available online',
  },
  fr: {
    cheaper: (title: string, price: string) =>
      `Voici des produits comparables au produit **${title}** (${price}) qui coûtent moins cher, du prix le plus proche au plus bas :`,
    noCheaper: (title: string) =>
      `Le catalogue n’a pas, en ce moment, de produit du même type que le produit **${title}** à un prix plus bas; je ne peux donc pas vous en suggérer un moins cher.`,
    callForPrice: (title: string) =>
      `Le prix du produit **${title}** est sur demande; je ne peux donc pas le comparer : appelez-nous pour une soumission.`,
    accessories: (title: string) => `La fiche du produit **${title}** lui associe ces produits :`,
    inTheBox: (items: string) => `Déjà dans la boîte : ${items}.`,
    noAccessories: (title: string) =>
      `La fiche du produit **${title}** ne mentionne pas d’accessoires ni de produits complémentaires; je préfère ne pas deviner ce qu’il vous faut. Notre centre d’aide peut vous conseiller.`,
    demo: (title: string) => `Oui, la RedZone a ces exemplaires du produit **${title}** :`,
    demoUnit: 'appareil de démonstration',
    usedUnit: 'appareil usagé',
    noDemo: (title: string) => `Le catalogue n’a pas d’appareil de démonstration ni d’appareil usagé du produit **${title}** en ce moment.`,
    alreadyDemo: (title: string, condition: string) => `Le produit **${title}** est lui-même un ${condition} de notre RedZone.`,
    proposeAdd: (title: string) =>
      `Voici le produit **${title}**, prêt à être ajouté à votre panier : confirmez avec le bouton ci-dessous. Je ne modifie jamais votre panier moi-même.`,
    cannotAdd: (title: string) =>
      `Le produit **${title}** ne peut pas être commandé en ligne pour le moment; je ne peux donc pas l’ajouter à votre panier.`,
    callForPriceAdd: (title: string) => `Le prix du produit **${title}** est sur demande : appelez-nous pour le commander.`,
    from: (price: string) => `à partir de ${price}`,
    unavailable: 'non disponible en ligne',
  },
} satisfies Record<Locale, unknown>;
