import type { Localized, ProductOptionRecord, SelectedOptionRecord } from '../../catalog/model.js';
import type { OptionPlan, OptionValuePlan } from '../families/family.js';
import type { IdAllocator } from '../ids.js';
import { joinLocalized, l } from '../text.js';

/** Products show at most their first 10 variants (CONST-07), so none has more. */
const MAX_VARIANTS = 10;

/** Shopify's option for products without options. */
export const DEFAULT_TITLE = l('Default Title');
const TITLE_OPTION = l('Title');

export interface VariantDraft {
  title: Localized;
  selectedOptions: SelectedOptionRecord[];
  /** Sum of the chosen values' price deltas. */
  priceDelta: number;
  /** Hex colour of this variant, when a colour option applies. */
  colour: string | null;
  /** Short codes of the chosen values, for the SKU. */
  codes: string[];
}

/** Drops the last values of the widest option until the combinations fit in MAX_VARIANTS. */
function fitOptions(plans: readonly OptionPlan[]): OptionPlan[] {
  const fitted = plans.filter((plan) => plan.values.length > 0).map((plan) => ({ ...plan, values: [...plan.values] }));
  const combinations = () => fitted.reduce((total, plan) => total * plan.values.length, 1);
  while (combinations() > MAX_VARIANTS) {
    const widest = fitted.reduce((best, plan) => (plan.values.length > best.values.length ? plan : best));
    widest.values.pop();
  }
  return fitted.filter((plan) => plan.values.length > 1);
}

function code(value: OptionValuePlan): string {
  const letters = value.value.en.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  return letters.slice(0, 4) || 'X';
}

/** Product options and one draft per variant (the cartesian product of the option values). */
export function planVariants(plans: readonly OptionPlan[], ids: IdAllocator): { options: ProductOptionRecord[]; drafts: VariantDraft[] } {
  const fitted = fitOptions(plans);
  if (fitted.length === 0) {
    return {
      options: [{ id: ids.next('option'), name: TITLE_OPTION, values: [DEFAULT_TITLE] }],
      drafts: [{ title: DEFAULT_TITLE, selectedOptions: [{ name: TITLE_OPTION, value: DEFAULT_TITLE }], priceDelta: 0, colour: null, codes: [] }],
    };
  }
  let combos: OptionValuePlan[][] = [[]];
  for (const plan of fitted) combos = combos.flatMap((combo) => plan.values.map((value) => [...combo, value]));
  return {
    options: fitted.map((plan) => ({ id: ids.next('option'), name: plan.name, values: plan.values.map((value) => value.value) })),
    drafts: combos.map((combo) => ({
      title: joinLocalized(
        combo.map((value) => value.value),
        ' / ',
      ),
      selectedOptions: combo.map((value, index) => ({ name: fitted[index]!.name, value: value.value })),
      priceDelta: combo.reduce((sum, value) => sum + value.priceDelta, 0),
      colour: combo.find((value) => value.colour)?.colour ?? null,
      codes: combo.map(code),
    })),
  };
}
