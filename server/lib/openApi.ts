/**
 * The API's machine-readable contract: an OpenAPI 3.1 document generated from the same route schemas Fastify
 * validates requests and serialises answers with (so it cannot drift from what the server does), served at
 * /api/v1/openapi.json, with a reference page at /api/v1/reference outside production.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import packageJson from '../../package.json' with { type: 'json' };
import { apiComponents } from './apiComponents';
import { GUARD_AUDIENCES } from './auth';
import { ERROR_RESPONSES } from './responseSchemas';

export const OPENAPI_PATH = '/openapi.json';
export const REFERENCE_PATH = '/reference';

/** What a multipart route reads: its file field (none for an empty form) and the other fields the app sends. */
export type MultipartBody = { file?: 'image' | 'file'; fields?: string[] };

/** A success that is not JSON (an event stream, a file): its media type and what it holds. */
export type RawAnswer = { type: string; description: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Documents the multipart body a route reads itself (server/lib/uploads.ts), which no body schema checks. */
    multipart?: MultipartBody;
    /** Documents a success the route writes itself, which no response schema serialises. */
    answers?: RawAnswer;
  }
}

const { version } = packageJson;

const DESCRIPTION = `The reference API of the Souq B2B back office (docs/api.md describes its conventions).

Every failure answers \`{ "success": false, "error": { "en": "…", "ar": "…" } }\`, in both languages; a refused
body adds \`fields\` (what is wrong with each field, by its path). Over a rate limit the answer is 429 with
\`Retry-After\`. Sign in with \`POST /api/v1/accounts/login\` and send \`Authorization: Bearer <token>\`.`;

type Schema = Record<string, unknown>;

const multipartSchema = ({ file, fields = [] }: MultipartBody): Schema => ({
  type: 'object',
  required: file ? [file] : [],
  properties: {
    ...(file ? { [file]: { type: 'string', format: 'binary' } } : {}),
    ...Object.fromEntries(fields.map((field) => [field, { type: 'string' }])),
  },
});

const RESPONSE_DESCRIPTIONS: Record<string, string> = {
  '4xx': 'Refused: the reason in both languages (error.en, error.ar), and for a body what is wrong by field',
  '5xx': 'A failure on the server’s side, in both languages',
};

/** Each answer with a description (the page shows it), and the success a route writes itself. */
const documentedResponses = (response: unknown, answers: RawAnswer | undefined): Schema => {
  const documented: Schema = Object.fromEntries(
    Object.entries((response ?? {}) as Record<string, Schema>).map(([status, schema]) => [
      status,
      { ...schema, description: RESPONSE_DESCRIPTIONS[status] ?? 'Success' },
    ]),
  );
  if (answers) {
    documented['200'] = {
      description: answers.description,
      content: { [answers.type]: { schema: { type: 'string', format: 'binary' } } },
    };
  }
  return documented;
};

/** Who may call the route, from its guard (server/lib/auth.ts); undefined for a public route. */
const audienceOf = (route: RouteOptions): string | undefined =>
  [route.preValidation ?? []]
    .flat()
    .map((hook) => GUARD_AUDIENCES.get(hook as object))
    .find((audience) => audience !== undefined);

/** The area a route belongs to, for grouping on the reference page: /api/v1/<area>/… */
const tagOf = (url: string): string => url.split('/')[3] ?? 'api';

export const registerOpenApi = async (
  app: FastifyInstance,
  options: { prefix: string; referencePage: boolean },
): Promise<void> => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Souq B2B back office API', version, description: DESCRIPTION },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: { ...apiComponents() },
      },
    },
    transform: ({ schema, url, route }) => {
      // Only the API: the app's files, the document and its page are not calls.
      const isCall =
        url.startsWith(`${options.prefix}/`) && !url.startsWith(`${options.prefix}${REFERENCE_PATH}`);
      if (!isCall || url === `${options.prefix}${OPENAPI_PATH}`)
        return { schema: { ...schema, hide: true }, url };
      const audience = audienceOf(route);
      const { multipart, answers } = route.config ?? {};
      return {
        url,
        schema: {
          ...schema,
          tags: [tagOf(url)],
          ...(audience ? { description: `Who may call it: ${audience}.` } : {}),
          security: audience ? [{ bearerAuth: [] }] : [],
          response: documentedResponses(schema.response, answers),
          ...(multipart ? { body: multipartSchema(multipart), consumes: ['multipart/form-data'] } : {}),
        },
      };
    },
  });
  if (options.referencePage) {
    await app.register(fastifySwaggerUi, {
      routePrefix: `${options.prefix}${REFERENCE_PATH}`,
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  }
};

/** GET /api/v1/openapi.json, registered among the API's routes (after every other route is known). */
export const openApiRoutes = async (api: FastifyInstance): Promise<void> => {
  // The document is sent as built (no serialising schema could name its keys); its failures in the API's shape.
  api.get(OPENAPI_PATH, { schema: { hide: true, response: ERROR_RESPONSES } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(api.swagger()),
  );
};
