import type { Cart, CartLine, DiscountAllocation } from '@/domain/cart/types';
import { toAmount } from '@/domain/pricing/money';
import { toImage } from './product-summary';

type Amount = { amount: string } | null;
type RawAllocation = { discountedAmount: { amount: string }; code?: string; title?: string };
type RawImage = Parameters<typeof toImage>[0];

export interface RawCart {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  attributes: { key: string; value: string | null }[];
  cost: { subtotalAmount: Amount; totalAmount: Amount; totalTaxAmount: Amount };
  discountCodes: { code: string; applicable: boolean }[];
  discountAllocations: RawAllocation[];
  lines: {
    nodes: {
      id: string;
      quantity: number;
      cost: { totalAmount: Amount; amountPerQuantity: Amount; compareAtAmountPerQuantity: Amount };
      discountAllocations: RawAllocation[];
      merchandise: {
        id: string;
        title: string;
        availableForSale: boolean;
        image: RawImage;
        price: Amount;
        compareAtPrice: Amount;
        selectedOptions: { name: string; value: string }[];
        totalQuantity: { value: string | null } | null;
        product: CartLine['merchandise']['product'];
      };
    }[];
  };
}

const amountOf = (value: Amount) => toAmount(value?.amount) ?? 0;

function toAllocation(raw: RawAllocation): DiscountAllocation {
  return { title: raw.title ?? null, code: raw.code ?? null, amount: amountOf(raw.discountedAmount) };
}

function toLine(raw: RawCart['lines']['nodes'][number]): CartLine {
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

export function toCart(raw: RawCart): Cart {
  return {
    id: raw.id,
    checkoutUrl: raw.checkoutUrl,
    totalQuantity: raw.totalQuantity,
    attributes: raw.attributes,
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
