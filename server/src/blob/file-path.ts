/** Blob keys are served under `/files/`; the wire carries the path relative to the host (spec). */
export const filePath = (key: string) => `files/${key}`;
