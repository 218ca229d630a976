import type { DeliverySettingsRecord, Localized } from '../catalog/model.js';
import { l } from './text.js';

/** An amount as the shop's texts write it: $12.95 and $99 in English, 12,95 $ and 99 $ in French. */
function dollars(cents: number): Localized {
  const whole = cents % 100 === 0;
  const en = whole ? String(cents / 100) : (cents / 100).toFixed(2);
  return l(`$${en}`, `${en.replace('.', ',')} $`);
}

/**
 * The shop's shipping terms in words, from its delivery settings: the policy and the FAQ quote these, and the
 * checkout charges the same settings, so the three cannot disagree.
 */
export function deliveryTerms(delivery: DeliverySettingsRecord): { rates: Localized; standardTime: Localized; pickup: Localized | null } {
  const { standard } = delivery;
  const free = standard.freeFromCents === null ? null : dollars(standard.freeFromCents);
  const flat = dollars(standard.cents);
  return {
    rates: free
      ? l(
          `Orders over ${free.en} before taxes ship free with standard delivery; smaller orders pay a flat ${flat.en}.`,
          `Les commandes de plus de ${free.fr} avant taxes sont livrées gratuitement en service standard; les plus petites commandes paient des frais fixes de ${flat.fr}.`,
        )
      : l(`Standard delivery costs a flat ${flat.en}.`, `La livraison standard coûte ${flat.fr}.`),
    standardTime: l(
      `Standard delivery takes ${standard.minBusinessDays} to ${standard.maxBusinessDays} business days`,
      `La livraison standard prend de ${standard.minBusinessDays} à ${standard.maxBusinessDays} jours ouvrables`,
    ),
    pickup: delivery.localPickup
      ? l('You can pick up your order free of charge at our store', 'Vous pouvez récupérer votre commande sans frais à notre magasin')
      : null,
  };
}
