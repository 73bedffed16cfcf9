// The filter parsers: how a filter is held in the address bar, read back with its type (nuqs's parsers are the
// model). Not a client module, so a server that prefetches a list passes the same options as the client's hook.
export type { FilterParser } from '../core/url/filterParser.ts'
export type { ParserSpec } from '../core/url/parsers.ts'
export {
  createParser,
  parseAsArrayOf,
  parseAsBoolean,
  parseAsFloat,
  parseAsInteger,
  parseAsIsoDate,
  parseAsIsoDateTime,
  parseAsString,
  parseAsStringLiteral,
} from '../core/url/parsers.ts'
