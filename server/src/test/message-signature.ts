import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

function collect(elements: MessageFormatElement[], into: Set<string>): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument) into.add(`${element.value}`);
    else if (element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) into.add(`${element.value}:${TYPE[element.type]}`);
    else if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(`${element.value}:${TYPE[element.type]}`);
      for (const option of Object.values(element.options)) collect(option.value, into);
    } else if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`);
      collect(element.children, into);
    }
  }
  return into;
}

/** What an ICU message needs from its caller, sorted: each argument with its kind, and each rich-text tag. Two translations of one message must have the same. */
export const messageSignature = (message: string): string[] => [...collect(parse(message), new Set())].sort();
