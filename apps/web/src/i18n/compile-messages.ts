import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * Every message of a language parsed to react-intl's AST, at build time (vite.config.ts): the browser
 * then formats them without the ICU parser. A message that does not parse fails the build, naming it.
 */
export function compileMessages(messages: Record<string, string>, source: string): CompiledMessages {
  const compiled: CompiledMessages = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${source}: message ${id} is not valid ICU: ${(error as Error).message}`);
    }
  }
  return compiled;
}
