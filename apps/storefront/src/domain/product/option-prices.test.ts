import { describe, expect, it } from 'vitest';
import { formatOptionPrice } from '@/domain/pricing/money';
import { optionValueChoices, visibleOptions } from './option-prices';

const variant = (id: string, colour: string, configuration: string, price: number) => ({
  id,
  price,
  selectedOptions: [
    { name: 'Colour', value: colour },
    { name: 'Configuration', value: configuration },
  ],
});
const variants = [variant('1', 'Black', 'Speaker', 899), variant('2', 'Black', 'Pair', 1749.5), variant('3', 'White', 'Speaker', 929)];

describe('variant option values (PDP-13)', () => {
  it('each value leads to the variant picking it would select, with that price', () => {
    const choices = optionValueChoices(variants, variants[0]!, 'Configuration', ['Speaker', 'Pair']);
    expect(choices.map((choice) => [choice.value, choice.variant?.id, choice.selected])).toEqual([
      ['Speaker', '1', true],
      ['Pair', '2', false],
    ]);
    expect(formatOptionPrice(choices[1]!.variant!.price)).toBe('CA $1,749.50');
  });

  it('a value no variant has with the other choices leads nowhere', () => {
    const choices = optionValueChoices(variants, variants[1]!, 'Colour', ['Black', 'White']);
    expect(choices.map((choice) => choice.variant?.id ?? null)).toEqual(['2', null]);
  });

  it('hides a lone Title = Default Title option', () => {
    expect(visibleOptions([{ name: 'Title', values: ['Default Title'] }])).toEqual([]);
    expect(visibleOptions([{ name: 'Colour', values: ['Black'] }])).toHaveLength(1);
  });
});
