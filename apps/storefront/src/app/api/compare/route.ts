import { defaultAssistantServices } from '@/lib/ai/assistant-service';
import { createCompareHandler } from '@/lib/ai/compare-handler';

export const POST = createCompareHandler(defaultAssistantServices);
