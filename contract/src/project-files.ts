import { z } from 'zod';

/** A reference file of a project (brief, brand guide, ...), listed in the side panel's Attachment section. */
export const ProjectFileSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  file_name: z.string(),
  /** The type the uploader's browser declared; the file is always served as a download. */
  file_type: z.string(),
  file_size: z.number().int(),
  /** Path relative to the app's host; add `?download=1` to save it under its name. */
  url: z.string(),
  created_at: z.string(),
  user: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }).nullable(),
});
export type ProjectFile = z.infer<typeof ProjectFileSchema>;

export const ProjectFileListReplySchema = z.object({ data: z.array(ProjectFileSchema) });
export const ProjectFileMessageReplySchema = z.object({ message: z.string(), data: ProjectFileSchema });
