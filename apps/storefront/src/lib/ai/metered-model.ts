import { wrapLanguageModel, type LanguageModel } from 'ai';
import type { AiBudget } from './ai-budget';

/** A model step the overall budget refused: the reply stops there, with the stream's public error. */
class AiBudgetSpentError extends Error {
  constructor() {
    super('The overall AI budget is spent: no further model step in this reply');
  }
}

/**
 * The model, with every call after the first counted against the overall budget (decision 0031): one
 * question may take several model steps (tool rounds, then the answer), and each is billed. The first
 * call is paid by the handler before it streams, so a spent budget is still a 429 there.
 */
export function meteredModel(model: LanguageModel, budget: AiBudget | undefined): LanguageModel {
  if (!budget || typeof model === 'string') return model;
  let calls = 0;
  return wrapLanguageModel({
    model,
    middleware: {
      wrapStream: async ({ doStream }) => {
        calls += 1;
        if (calls > 1 && (await budget.spend())) throw new AiBudgetSpentError();
        return doStream();
      },
    },
  });
}
