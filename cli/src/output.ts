/** The command's result, the one thing on stdout a pipeline parses or a person reads. */
export const print = (text: string) => void process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);

export const printJson = (value: unknown) => print(JSON.stringify(value, null, 2));

/** What happens meanwhile (progress, retries), on stderr, so stdout stays the result alone. */
export const tell = (text: string) => void process.stderr.write(`${text}\n`);
