// How a GraphQL client turns a document string into its result and variables types. The maps are
// interfaces the generated files (npm run codegen) extend, one entry per document, keyed by its text.

interface OperationTypes {
  variables: unknown;
  return: unknown;
}

/** The documents a generated file registered (a client's catch-all string index left out). */
export type KnownDocument<Operations> = keyof { [K in keyof Operations as string extends K ? never : K]: unknown } & string;

type VariablesOf<Operations, Document extends keyof Operations> = Operations[Document] extends OperationTypes
  ? Omit<Operations[Document]['variables'], 'language'>
  : never;

/** What a caller passes: the document's variables less $language (the client adds it from the locale), required if any is. */
export type VariablesOption<Operations, Document extends keyof Operations> =
  Partial<VariablesOf<Operations, Document>> extends VariablesOf<Operations, Document>
    ? { variables?: VariablesOf<Operations, Document> }
    : { variables: VariablesOf<Operations, Document> };

/** The document's result, as the generated file describes it. */
export type ResultOf<Operations, Document extends keyof Operations> = Operations[Document] extends OperationTypes
  ? Operations[Document]['return']
  : never;
