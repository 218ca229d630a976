import { money } from '../resolvers/money.js';
import type { StorefrontContext, StorefrontResolverMap } from '../storefront-context.js';
import type { PricedLine } from './cart-pricing-types.js';
import type { AllocationSource, CartSource } from './cart-source.js';

const cad = (cents: number) => money(cents / 100);
const lineCompareAt = (line: PricedLine) => (line.compareAtCents === null ? null : cad(line.compareAtCents));

/**
 * Cart and line costs. Before a delivery address Shopify estimates no taxes or duties (null) and
 * flags every cart amount as estimated; the checkout charge is the subtotal.
 */
export const cartCostResolvers: StorefrontResolverMap = {
  CartCost: {
    checkoutChargeAmount: (source: CartSource) => cad(source.priced.subtotalCents),
    subtotalAmount: (source: CartSource) => cad(source.priced.subtotalCents),
    subtotalAmountEstimated: () => true,
    totalAmount: (source: CartSource) => cad(source.priced.totalCents),
    totalAmountEstimated: () => true,
    totalDutyAmount: () => null,
    totalDutyAmountEstimated: () => true,
    totalTaxAmount: () => null,
    totalTaxAmountEstimated: () => true,
  },
  CartEstimatedCost: {
    checkoutChargeAmount: (source: CartSource) => cad(source.priced.subtotalCents),
    subtotalAmount: (source: CartSource) => cad(source.priced.subtotalCents),
    totalAmount: (source: CartSource) => cad(source.priced.totalCents),
    totalDutyAmount: () => null,
    totalTaxAmount: () => null,
  },
  CartLineCost: {
    amountPerQuantity: (line: PricedLine) => cad(line.unitCents),
    compareAtAmountPerQuantity: lineCompareAt,
    subtotalAmount: (line: PricedLine) => cad(line.subtotalCents),
    totalAmount: (line: PricedLine) => cad(line.totalCents),
  },
  CartLineEstimatedCost: {
    amount: (line: PricedLine) => cad(line.unitCents),
    compareAtAmount: lineCompareAt,
    subtotalAmount: (line: PricedLine) => cad(line.subtotalCents),
    totalAmount: (line: PricedLine) => cad(line.totalCents),
  },
};

const allocationFields = {
  discountedAmount: (source: AllocationSource) => cad(source.allocation.cents),
  targetType: () => 'LINE_ITEM',
  discountApplication: (source: AllocationSource) => {
    const { allocationMethod, targetSelection, value } = source.allocation;
    return {
      allocationMethod,
      targetSelection,
      targetType: 'LINE_ITEM',
      value: value.kind === 'percentage' ? { __typename: 'PricingPercentageValue', percentage: value.percentage } : { __typename: 'MoneyV2', ...cad(value.cents) },
    };
  },
};

/** Code discounts carry their code, the automatic free gift its title in the request's language. */
export const discountAllocationResolvers: StorefrontResolverMap = {
  CartCodeDiscountAllocation: { ...allocationFields, code: (source: AllocationSource) => source.allocation.code },
  CartAutomaticDiscountAllocation: {
    ...allocationFields,
    title: (source: AllocationSource, _args: unknown, context: StorefrontContext) => context.text(source.allocation.title),
  },
};
