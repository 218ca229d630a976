import { defaultAssistantServices } from '@/lib/ai/assistant-service';
import { createMaestroHandler } from '@/lib/ai/maestro-handler';

export const POST = createMaestroHandler(defaultAssistantServices);
