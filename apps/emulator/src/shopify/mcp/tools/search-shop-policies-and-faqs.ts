import { languageArgument, optionalString, requiredString } from './arguments.js';
import { SHOP_POLICIES } from './catalog-documents.js';
import { faqPassages, policyPassages, rankPassages, schedulePassages, type PolicyText } from './knowledge-passages.js';
import { storefrontData } from './storefront-call.js';
import type { McpTool } from './tool.js';

type Policy = PolicyText | null;
interface PoliciesData {
  shop: { name: string; shippingPolicy: Policy; refundPolicy: Policy; privacyPolicy: Policy; termsOfService: Policy };
}

/**
 * Shopify's search_shop_policies_and_faqs: the best-matching passages of the shop's FAQ, opening hours
 * and policies, as one text (Shopify answers a JSON string), or a plain "not found" with the policies' links.
 */
export const searchShopPoliciesAndFaqs: McpTool = {
  name: 'search_shop_policies_and_faqs',
  description:
    'Used to get facts about the stores policies, products, or services.\nSome examples of questions you can ask are:\n  - What is your return policy?\n  - What is your shipping policy?\n  - What is your phone number?\n  - What are your hours of operation?\n',
  inputSchema: {
    type: 'object',
    properties: {
      query: { type: 'string', description: 'A natural language query.' },
      context: {
        type: 'string',
        description: 'Additional information about the request such as user demographics, mood, location, or other relevant details that could help in tailoring the response appropriately.',
      },
      language: { type: 'string', description: "ISO 639-1 language code of the answer (e.g., 'EN', 'FR')." },
    },
    required: ['query'],
  },
  async run(args, context) {
    const query = requiredString(args, 'query');
    optionalString(args, 'context');
    const language = languageArgument(args);
    const { shop } = await storefrontData<PoliciesData>(context, SHOP_POLICIES, { language });
    const policies = [shop.shippingPolicy, shop.refundPolicy, shop.privacyPolicy, shop.termsOfService].filter((policy): policy is PolicyText => policy !== null);
    const documents = context.content.documents();
    const passages = [...faqPassages(documents, language), ...schedulePassages(documents, language), ...policyPassages(policies)];
    const found = rankPassages(`${query}`, passages, 3);
    if (found.length > 0) return found.map((passage) => passage.text).join('\n\n');
    const links = policies.map((policy) => `${policy.title}: ${policy.url}`).join('; ');
    return language === 'FR'
      ? `Les politiques et la FAQ de ${shop.name} ne répondent pas à cette question. Politiques : ${links}`
      : `${shop.name}'s policies and FAQ do not answer that question. Policies: ${links}`;
  },
};
