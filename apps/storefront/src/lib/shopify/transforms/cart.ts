import type { Cart, CartLine, DiscountAllocation } from '@/domain/cart/types';
import { toAmount } from '@/domain/pricing/money';
import type { CartFieldsFragment, DiscountAllocationFragment } from '../generated/storefront.generated';
import type { MoneyV2 } from '../generated/storefront.types';
import { toImage } from './product-summary';

type Amount = Pick<MoneyV2, 'amount'> | null | undefined;
type CartLineAnswer = CartFieldsFragment['lines']['nodes'][number];

const amountOf = (value: Amount) => toAmount(value?.amount) ?? 0;

function toAllocation(raw: DiscountAllocationFragment): DiscountAllocation {
  return {
    title: 'title' in raw ? raw.title : null,
    code: 'code' in raw ? raw.code : null,
    amount: amountOf(raw.discountedAmount),
  };
}

function toLine(raw: CartLineAnswer): CartLine {
  const totalQuantity = Number.parseInt(raw.merchandise.totalQuantity?.value ?? '', 10);
  return {
    id: raw.id,
    quantity: raw.quantity,
    cost: {
      totalAmount: amountOf(raw.cost.totalAmount),
      amountPerQuantity: amountOf(raw.cost.amountPerQuantity),
      compareAtAmountPerQuantity: toAmount(raw.cost.compareAtAmountPerQuantity?.amount),
    },
    discountAllocations: raw.discountAllocations.map(toAllocation),
    merchandise: {
      id: raw.merchandise.id,
      title: raw.merchandise.title,
      availableForSale: raw.merchandise.availableForSale,
      image: toImage(raw.merchandise.image),
      price: amountOf(raw.merchandise.price),
      compareAtPrice: toAmount(raw.merchandise.compareAtPrice?.amount),
      selectedOptions: raw.merchandise.selectedOptions,
      totalQuantity: Number.isFinite(totalQuantity) ? totalQuantity : null,
      product: raw.merchandise.product,
    },
  };
}

export function toCart(raw: CartFieldsFragment): Cart {
  return {
    id: raw.id,
    checkoutUrl: raw.checkoutUrl,
    totalQuantity: raw.totalQuantity,
    attributes: raw.attributes.map(({ key, value }) => ({ key, value: value ?? null })),
    cost: {
      subtotalAmount: amountOf(raw.cost.subtotalAmount),
      totalAmount: amountOf(raw.cost.totalAmount),
      totalTaxAmount: toAmount(raw.cost.totalTaxAmount?.amount),
    },
    discountCodes: raw.discountCodes,
    discountAllocations: raw.discountAllocations.map(toAllocation),
    // Lines with a quantity of 0 (sold out while in the cart) are not shown.
    lines: raw.lines.nodes.filter((line) => line.quantity > 0 && line.merchandise).map(toLine),
  };
}
