/** A request to the renderer process: an operation of its table, by name, with its arguments. */
export interface RenderRequest {
  id: number;
  op: string;
  args: unknown;
}

/**
 * A result or a refusal finishes a request; a refusal carries its reason for the person, null for a
 * fault that is not the file's telling. A long operation also reports progress and outputs before
 * its result.
 */
export type RenderAnswer =
  /** Sent once the process has loaded its operations: requests' clocks start from here, not from its start. */
  | { ready: true }
  | { id: number; result: unknown }
  | { id: number; refusal: string | null }
  | { id: number; progress: number }
  | { id: number; output: unknown };
