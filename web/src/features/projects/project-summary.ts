/**
 * The few project fields the placeholder screens read (spec section 3: id, project_name, ...).
 * The projects capability will define the full Project schema in contract/ and replace this.
 */
export interface ProjectSummary {
  id: number;
  project_name: string;
  description?: string | null;
}

export const projectsKey = ['projects'] as const;
