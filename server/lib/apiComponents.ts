type Schema = Record<string, unknown>;

const components: Record<string, Schema> = {};

/**
 * Names a schema of the API's answers: the OpenAPI document lists it under `components.schemas`, and the
 * generated types (src/lib/api.generated.ts) call it by this name wherever it appears.
 */
export const named = <S extends Schema>(name: string, schema: S): S => {
  components[name] = schema;
  return schema;
};

/** Every named schema, for the OpenAPI document. */
export const apiComponents = (): Readonly<Record<string, Schema>> => components;
