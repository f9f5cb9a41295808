/** A comment quoted in a history line or a notification: at most 80 characters. */
export const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}...` : text);
