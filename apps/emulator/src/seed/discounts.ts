import type { DiscountCodeRecord } from '../catalog/model.js';
import { addDays, isoSeconds } from './dates.js';
import { l } from './text.js';

/** The codes the cart accepts: percentage and fixed amounts, one with a minimum subtotal, one expired. */
export function buildDiscountCodes(referenceDate: Date): DiscountCodeRecord[] {
  return [
    { code: 'WELCOME10', title: l('Welcome offer: 10% off', 'Offre de bienvenue : 10 % de rabais'), kind: 'PERCENTAGE', value: '10', minimumSubtotal: null, endsAt: null },
    { code: 'MAPLE25', title: l('$25 off orders over $250', '25 $ de rabais sur les commandes de plus de 250 $'), kind: 'FIXED_AMOUNT', value: '25.00', minimumSubtotal: '250.00', endsAt: isoSeconds(addDays(referenceDate, 90)) },
    { code: 'LOYALTY50', title: l('Loyalty reward: $50 off', 'Récompense fidélité : 50 $ de rabais'), kind: 'FIXED_AMOUNT', value: '50.00', minimumSubtotal: '500.00', endsAt: isoSeconds(addDays(referenceDate, 180)) },
    { code: 'STUDIO15', title: l('Studio upgrade: 15% off', 'Mise à niveau du studio : 15 % de rabais'), kind: 'PERCENTAGE', value: '15', minimumSubtotal: '1000.00', endsAt: isoSeconds(addDays(referenceDate, 45)) },
    { code: 'SUMMER20', title: l('Summer sale: 20% off (expired)', 'Soldes d’été : 20 % de rabais (expiré)'), kind: 'PERCENTAGE', value: '20', minimumSubtotal: null, endsAt: isoSeconds(addDays(referenceDate, -30)) },
  ];
}

/** The codes the shopper demo account holds (customer.discount_codes). */
export const SHOPPER_CODES = ['WELCOME10', 'MAPLE25', 'LOYALTY50'];
