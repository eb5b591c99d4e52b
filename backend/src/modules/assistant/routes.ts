import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AI_ASSISTANT_ENDPOINTS as E, AI_PERMISSIONS, type AiStreamEvent } from '@portal/contracts';
import { apiRoute, type Access } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import type { Principal } from '../users/repository';
import { approveAction, refuseAction } from './actions';
import { chatTurn } from './chat-turn';
import { appendMessage, conversationDetail, createConversation, listConversations, ownConversation, titleFromFirstMessage } from './conversation-store';
import { maskPans } from './pan-mask';
import { reachOf } from './scoping';
import { aiScopingRoutes } from './scoping.routes';
import type { ToolContext } from './tools';

/** The spec's AI Chat: platform users with Platform.AIAgent.View. */
const chatAccess: Access = { userTypes: ['platform'], anyPermission: [AI_PERMISSIONS.chat] };

/** The AI assistant (ADR 0105): conversations, the streamed chat, the action cards, and the AI scoping settings. */
export function assistantRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  // The mode comes from apiRoute (the endpoints are modeScoped): the tools work where the user works.
  const toolContext = async (principal: Principal, request: FastifyRequest, conversationId: string, mode: 'Test' | 'Live' | undefined): Promise<ToolContext> => ({
    app, db, principal, conversationId, reach: await reachOf(db, principal),
    user: { authorization: request.headers.authorization ?? '', mode: mode ?? 'Test' },
  });

  apiRoute(app, deps, E.status, {
    access: chatAccess,
    handler: async () => ({ configured: !!deps.config.ai, model: deps.config.ai?.model ?? null }),
  });
  apiRoute(app, deps, E.conversations, { access: chatAccess, handler: async ({ principal }) => listConversations(db, principal.user.id) });
  apiRoute(app, deps, E.create, { access: chatAccess, handler: async ({ principal, body }) => createConversation(db, principal.user.id, body?.title) });
  apiRoute(app, deps, E.conversation, {
    access: chatAccess,
    handler: async ({ principal, params }) => conversationDetail(db, await ownConversation(db, principal.user.id, params.id)),
  });

  apiRoute(app, deps, E.send, {
    access: chatAccess,
    handler: async ({ principal, params, body, request, reply, mode }) => {
      const conversation = await ownConversation(db, principal.user.id, params.id);
      // A card number the user typed is masked before it is stored or sent anywhere.
      const text = maskPans(body.content.trim());
      await appendMessage(db, conversation.id, { role: 'user', content: text });
      await titleFromFirstMessage(db, conversation, text);
      const ctx = await toolContext(principal, request, conversation.id, mode);
      const stop = new AbortController();
      // The browser went away (Stop, another page) before the answer ended: stop asking the model.
      reply.raw.once('close', () => { if (!reply.raw.writableFinished) stop.abort(); });
      const events = chatTurn(ctx, deps.config.ai, text, new Date(), stop.signal);
      async function* sse(): AsyncGenerator<string> {
        try {
          for await (const event of events) yield `data: ${JSON.stringify(event)}\n\n`;
        } catch (error) {
          request.log.error({ err: error }, 'AI assistant turn failed');
          const failed: AiStreamEvent = { type: 'error', text: 'The assistant failed to answer: try again' };
          yield `data: ${JSON.stringify(failed)}\n\n`;
        }
      }
      reply.header('content-type', 'text/event-stream; charset=utf-8').header('cache-control', 'no-cache').header('x-accel-buffering', 'no');
      return Readable.from(sse());
    },
  });

  apiRoute(app, deps, E.approve, {
    access: chatAccess,
    handler: async ({ principal, params, request, mode }) => {
      await ownConversation(db, principal.user.id, params.id);
      return approveAction(await toolContext(principal, request, params.id, mode), params.actionId);
    },
  });
  apiRoute(app, deps, E.refuse, {
    access: chatAccess,
    handler: async ({ principal, params, request, mode }) => {
      await ownConversation(db, principal.user.id, params.id);
      return refuseAction(await toolContext(principal, request, params.id, mode), params.actionId);
    },
  });

  aiScopingRoutes(app, deps);
}
