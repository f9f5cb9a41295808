/** Someone who can be mentioned: the project's owner or a member. */
export interface MentionPerson {
  id: number;
  name: string;
  email: string;
  avatar: string | null;
}

export interface MentionQuery {
  /** Index of the '@'. */
  start: number;
  /** What follows it, up to the caret. */
  query: string;
}

/** The '@name' being typed just before the caret, if any ('@' starts a word, so e-mail addresses do not count). */
export function findMentionQuery(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('@');
  if (start < 0 || (start > 0 && !/\s/.test(before[start - 1]!))) return null;
  const query = before.slice(start + 1);
  if (query.length > 40 || /[\n@]/.test(query) || /\s\s/.test(query)) return null;
  return { start, query };
}

/** People whose full name, or a word of it, starts with what was typed. */
export function matchPeople(people: readonly MentionPerson[], query: string): MentionPerson[] {
  const wanted = query.trimStart().toLowerCase();
  return people.filter((person) => {
    const name = person.name.toLowerCase();
    return name.startsWith(wanted) || name.split(/\s+/).some((word) => word.startsWith(wanted));
  });
}

/** Replaces '@query' with '@First Last ' and gives where the caret goes. */
export function insertMention(text: string, { start, query }: MentionQuery, person: MentionPerson) {
  const inserted = `@${person.name} `;
  const end = start + 1 + query.length;
  return { text: text.slice(0, start) + inserted + text.slice(end).replace(/^ /, ''), caret: start + inserted.length };
}

/** Ids of the people still mentioned as '@First Last' in the final text. */
export function mentionedIds(text: string, people: readonly MentionPerson[]): number[] {
  return people.filter((person) => text.includes(`@${person.name}`)).map((person) => person.id);
}
