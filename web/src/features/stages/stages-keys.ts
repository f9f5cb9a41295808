import { assetsKey } from '../assets/assets-keys.ts';
import { projectsKey } from '../projects/projects-key.ts';

/**
 * An asset's stages live under `/assets`, beside its review (`reviewKey`), so they share the assets
 * root: whatever refreshes the asset (an upload, a decision, the live stream's project events)
 * refreshes its stages too.
 */
export const stagesKey = (assetId: number | string) => [...assetsKey, 'stages', String(assetId)] as const;

/** A project's stage templates belong to the project, so the project root (and its live refresh) covers them. */
export const stageTemplatesKey = (projectId: number | string) => [...projectsKey, 'stage-templates', String(projectId)] as const;
