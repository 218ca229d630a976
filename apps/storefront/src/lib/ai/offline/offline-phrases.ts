import type { Locale } from '@/i18n/routing';

/** The offline answerer's own sentences; every fact in its replies comes from the product data. */
export const PHRASES = {
  en: {
    specs: (title: string) => `Here are the key specifications of the **${title}**:`,
    noSpecs: (title: string) => `The product information doesn't list detailed specifications for the **${title}**.`,
    box: (title: string) => `In the box with the **${title}**:`,
    noBox: (title: string) =>
      `The product information doesn't say what comes in the box with the **${title}**, so I won't guess. Our help centre can confirm it.`,
    uses: (title: string) => `The **${title}** is ideal for:`,
    noUses: (title: string) => `The product information doesn't list specific uses for the **${title}**. Here is how it is described:`,
    price: (title: string, price: string) => `The **${title}** is ${price}.`,
    priceRange: (title: string, min: string, max: string) => `The **${title}** costs from ${min} to ${max}, depending on the option:`,
    regular: (price: string) => `Regular price: *${price}* — it is on sale now.`,
    callForPrice: (title: string) => `The **${title}** is priced on request: please call us for a quote.`,
    available: (title: string) => `The **${title}** is available to order online.`,
    unavailable: (title: string) => `The **${title}** is not available to order online at the moment.`,
    optionAvailability: 'By option:',
    inStock: 'available',
    outOfStock: 'not available',
    demo: 'This is a *demo unit* (RedZone), sold in the condition described on the page.',
    used: 'This is a *used unit* (RedZone), sold in the condition described on the page.',
    related: 'Here is what the product information says about that:',
    notFound: (title: string) =>
      `I couldn't find that in the product information for the **${title}**, so I won't guess. I can tell you about its key specs, what's in the box, its best uses, its price or its availability — or our help centre can answer directly.`,
    offTopic: (title: string) =>
      `I can only help with questions about the **${title}**, using its product information. Ask me about its key specs, what's in the box or its best uses.`,
    hello: (title: string) => `Hello! Ask me anything about the **${title}**: key specs, what's in the box or its best uses.`,
    thanks: (title: string) => `You're welcome! Anything else about the **${title}**?`,
    notStated: 'Not stated in the product information',
    notListed: 'Not listed',
    lowerPrice: (a: string, b: string) => `Lower price (${a} vs ${b})`,
    more: (label: string, a: string, b: string) => `Higher ${label.toLowerCase()} (${a} vs ${b})`,
    less: (label: string, a: string, b: string) => `Lower ${label.toLowerCase()} (${a} vs ${b})`,
    longerWarranty: (a: string) => `Longer manufacturer warranty (${a})`,
    availableNow: 'Available to order online now',
    moreInBox: (count: number) => `More in the box (${count} items)`,
    labelled: (label: string, value: string) => `${label}: ${value}`,
  },
  fr: {
    specs: (title: string) => `Voici les principales caractéristiques du produit **${title}** :`,
    noSpecs: (title: string) => `La fiche du produit **${title}** ne donne pas de caractéristiques détaillées.`,
    box: (title: string) => `Dans la boîte du produit **${title}** :`,
    noBox: (title: string) =>
      `La fiche du produit **${title}** ne précise pas le contenu de la boîte ; je préfère ne pas deviner. Notre centre d’aide peut vous le confirmer.`,
    uses: (title: string) => `Le produit **${title}** est idéal pour :`,
    noUses: (title: string) => `La fiche du produit **${title}** ne précise pas d’utilisations. Voici sa description :`,
    price: (title: string, price: string) => `Le produit **${title}** coûte ${price}.`,
    priceRange: (title: string, min: string, max: string) => `Le produit **${title}** coûte de ${min} à ${max}, selon l’option :`,
    regular: (price: string) => `Prix régulier : *${price}* — il est en solde en ce moment.`,
    callForPrice: (title: string) => `Le prix du produit **${title}** est sur demande : appelez-nous pour une soumission.`,
    available: (title: string) => `Le produit **${title}** peut être commandé en ligne.`,
    unavailable: (title: string) => `Le produit **${title}** ne peut pas être commandé en ligne pour le moment.`,
    optionAvailability: 'Par option :',
    inStock: 'disponible',
    outOfStock: 'non disponible',
    demo: 'Il s’agit d’un *appareil de démonstration* (RedZone), vendu dans l’état décrit sur la page.',
    used: 'Il s’agit d’un *appareil usagé* (RedZone), vendu dans l’état décrit sur la page.',
    related: 'Voici ce que dit la fiche du produit à ce sujet :',
    notFound: (title: string) =>
      `Je ne trouve pas cette information dans la fiche du produit **${title}** ; je préfère ne pas deviner. Je peux vous parler de ses caractéristiques, du contenu de la boîte, de ses utilisations, de son prix ou de sa disponibilité — ou notre centre d’aide peut vous répondre directement.`,
    offTopic: (title: string) =>
      `Je peux seulement répondre aux questions sur le produit **${title}**, à partir de sa fiche produit. Demandez-moi ses caractéristiques, le contenu de la boîte ou ses utilisations.`,
    hello: (title: string) =>
      `Bonjour ! Posez-moi vos questions sur le produit **${title}** : caractéristiques, contenu de la boîte ou utilisations.`,
    thanks: (title: string) => `Avec plaisir ! Autre chose sur le produit **${title}** ?`,
    notStated: 'Non précisée dans la fiche du produit',
    notListed: 'Non précisé',
    lowerPrice: (a: string, b: string) => `Prix plus bas (${a} contre ${b})`,
    // « valeur » carries the agreement, whatever the gender of the specification's name.
    more: (label: string, a: string, b: string) => `${label} : valeur plus élevée (${a} contre ${b})`,
    less: (label: string, a: string, b: string) => `${label} : valeur plus faible (${a} contre ${b})`,
    longerWarranty: (a: string) => `Garantie du fabricant plus longue (${a})`,
    availableNow: 'Peut être commandé en ligne dès maintenant',
    moreInBox: (count: number) => `Boîte plus complète (${count} articles)`,
    labelled: (label: string, value: string) => `${label} : ${value}`,
  },
} satisfies Record<Locale, unknown>;

export type Phrases = (typeof PHRASES)['en'];
