/**
 * The pieces the contracts are built from (TypeBox): each contract is a schema and the type of
 * the same name (`export const X = Type.Object(…)`, `export type X = Static<typeof X>`), so the API
 * validates and serialises with the very shape the remotes read.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { Language } from './languages';

/** One of the site's languages. */
export const LanguageSchema = Type.Union([Type.Literal('fr'), Type.Literal('ar'), Type.Literal('en')]);
/** Fails to compile if LANGUAGES and the schema part ways. */
const sameLanguages: [Language, Static<typeof LanguageSchema>] extends [Static<typeof LanguageSchema>, Language] ? true : never = true;
void sameLanguages;

/** By language: an object with one property per language of the site. */
export const ByLanguage = <T extends TSchema>(value: T) => Type.Record(LanguageSchema, value);

/** Text in every language of the site. */
export const Localized = ByLanguage(Type.String());
export type Localized = Static<typeof Localized>;

/** Texts by key, by language (labels, error messages). */
export const TextsByLanguage = ByLanguage(Type.Record(Type.String(), Type.String()));

/** `T | null`. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A string out of a fixed list, as a union of literals (`'a' | 'b'`). */
export const StringEnum = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

/**
 * A schema that types as the named `T` (an interface extending the schema's Static): the JSON
 * schema is the same, and types that hold it keep printing the name instead of its expansion.
 */
export const Named = <T>(schema: TSchema) => Type.Unsafe<T>(schema);

/** The request headers of a read that answers 304 when the client holds its current version. */
export const IfNoneMatchHeaders = Type.Object({ 'if-none-match': Type.Optional(Type.String()) });
export type IfNoneMatchHeaders = Static<typeof IfNoneMatchHeaders>;

/** An answer without a body (204, 304). */
export const NoBody = Type.Null();

/** A 304 answer: no body, so a route answers it with `reply.code(304).send()`. */
export const NotModified = Type.Unsafe<undefined>(NoBody);

export { Type, type Static };
