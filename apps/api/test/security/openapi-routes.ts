import type { FastifyInstance } from 'fastify';

// Every route the API documents, read from the OpenAPI document @fastify/swagger builds from the
// routes' own schemas: the matrix and the fuzz suite both start here, so a new route joins them
// without anyone listing it by hand.

export type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  enum?: unknown[];
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  nullable?: boolean;
  const?: unknown;
  [key: string]: unknown;
};

export type TParameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema?: TJsonSchema };

export type TOperation = {
  /** 'GET /api/notifications/{id}/read': the key the matrix's expectations use. */
  key: string;
  method: string;
  /** The OpenAPI path, with {name} placeholders. */
  path: string;
  pathParams: TParameter[];
  queryParams: TParameter[];
  body: TJsonSchema | null;
  isSecured: boolean;
};

type TOpenApiOperation = {
  parameters?: TParameter[];
  requestBody?: { content?: Record<string, { schema?: TJsonSchema }> };
  security?: unknown[];
};

export const listOperations = (app: FastifyInstance): TOperation[] => {
  const document = app.swagger() as { paths?: Record<string, Record<string, TOpenApiOperation>> };
  const operations: TOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      const parameters = operation.parameters ?? [];
      operations.push({
        key: `${upper} ${path}`,
        method: upper,
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        isSecured: (operation.security?.length ?? 0) > 0,
      });
    }
  }
  return operations;
};

/** The path with its placeholders filled (values are encoded unless `raw`). */
export const fillPath = (path: string, values: Record<string, string | number>, { raw = false } = {}) =>
  path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return raw ? String(value) : encodeURIComponent(String(value));
  });
